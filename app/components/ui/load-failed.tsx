import { Button } from "./button";

/** A list that could not be loaded, with a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-100"
    >
      <p className="font-semibold text-gray-900">The {what} could not be loaded.</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
