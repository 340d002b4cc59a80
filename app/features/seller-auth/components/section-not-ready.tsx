import { SellerPage } from "./seller-layout";

/** A back-office section whose screen is not released yet: says so, plainly. */
export function SectionNotReady({ title, what }: { title: string; what: string }) {
  return (
    <SellerPage title={title}>
      <p className="max-w-2xl rounded-xl bg-white p-5 text-gray-600 shadow-sm ring-1 ring-gray-100">
        {what} is not available in the back-office yet. This section will open in an upcoming release.
      </p>
    </SellerPage>
  );
}
