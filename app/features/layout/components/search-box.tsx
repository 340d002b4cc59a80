import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { SearchIcon } from "~/components/ui/icons";
import { MAX_SEARCH_LENGTH, parseProductsQuery, searchHref } from "~/lib/products-url";

const DEBOUNCE_MS = 400;

/**
 * The header search (SPEC §2.1). A plain GET form to /products, so it works before the
 * JavaScript arrives; with it, the wide-screen box also searches as you type (debounced),
 * while the phone box waits for Enter so the keyboard and data are not churned per letter.
 */
export function SearchBox({ debounce, className = "" }: { debounce: boolean; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const onList = location.pathname === "/products";
  const urlSearch = onList ? parseProductsQuery(new URLSearchParams(location.search)).search : "";
  const [value, setValue] = useState(urlSearch);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follow the URL (back button, "Clear all filters"), but never overwrite what is being typed.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(urlSearch);
  }, [urlSearch]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function go(text: string, replace: boolean) {
    navigate(searchHref(text, location), { replace });
  }

  function onChange(text: string) {
    setValue(text);
    if (!debounce) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (text.trim() === urlSearch && onList) return;
      if (!onList && text.trim() === "") return;
      // Typing refines one search: replace the entry rather than stack a history step per pause.
      go(text, onList);
    }, DEBOUNCE_MS);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    go(value, false);
    if (!debounce) inputRef.current?.blur();
  }

  return (
    <Form
      method="get"
      action="/products"
      role="search"
      onSubmit={onSubmit}
      className={`relative ${className}`}
    >
      <SearchIcon
        size={18}
        className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-400"
      />
      <input
        ref={inputRef}
        type="search"
        name="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label="Search products"
        placeholder="Search products..."
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pl-10 pr-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
      />
    </Form>
  );
}
