import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// The popup lands here after sign-in; MSAL 5 hands the response to the main window and closes the popup.
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Sign-in response could not be handed to the console', error);
  const message = document.getElementById('message');
  if (message) message.textContent = 'Sign-in could not be completed. Close this window and try again.';
});
