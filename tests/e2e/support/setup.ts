import { beforeEach } from 'vitest';
import { reportBrowserLogOnFailure } from './session.ts';

// Every end-to-end test: when it fails, the browser's and the server's last words come with it.
beforeEach(() => reportBrowserLogOnFailure());
