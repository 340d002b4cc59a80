// The classes every button shares, and the primary colours and small size that the header's
// Login button wears. Apart from ./button.tsx so that the shell (every page's first load)
// carries these three strings, not every variant and size.

export const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed";

export const BUTTON_PRIMARY =
  "bg-brand-600 text-white hover:bg-brand-700 disabled:bg-gray-300 disabled:text-gray-600";

export const BUTTON_SMALL = "h-9 px-3 text-sm";
