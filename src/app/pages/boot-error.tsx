export function BootError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto mt-24 max-w-md rounded-lg bg-white p-8 text-center shadow">
      <h1 className="mb-2 text-xl font-medium">Checkout Admin could not start</h1>
      <p className="mb-6 text-gray-600">The server did not answer. Check the connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-touch rounded bg-primary-600 px-6 text-white hover:bg-primary-700"
      >
        Try again
      </button>
    </main>
  );
}
