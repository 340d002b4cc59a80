import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { formatPeso } from "@domain/money";
import { SearchIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import { productHref } from "~/lib/product-href";
import { MAX_SEARCH_LENGTH, parseProductsQuery, searchHref } from "~/lib/products-url";
import type {
  SuggestAction,
  SuggestLoader,
  SuggestOption,
  SuggestState,
} from "../search-suggestions";

const DEBOUNCE_MS = 400;
const NOTHING: SuggestState = { query: "", options: [], open: false, active: -1 };

// The suggestion logic arrives when a search box is first focused, not with the page.
type SuggestModule = typeof import("../search-suggestions");
let suggestModule: Promise<SuggestModule> | undefined;
const loadSuggestModule = () =>
  (suggestModule ??= import("../search-suggestions").catch((error: unknown) => {
    suggestModule = undefined; // offline or a new deployment: try again on the next focus
    throw error;
  }));

/**
 * The header search (SPEC §2.1). A plain GET form to /products, so it works before the
 * JavaScript arrives; with it, the wide-screen box also searches as you type (debounced),
 * while the phone box waits for Enter so the keyboard and data are not churned per letter.
 * Both offer suggestions while typing: an APG combobox with a listbox popup, driven from the
 * keyboard through aria-activedescendant while focus stays in the box.
 */
export function SearchBox({ debounce, className = "" }: { debounce: boolean; className?: string }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const onList = location.pathname === "/products";
  const urlSearch = onList ? parseProductsQuery(new URLSearchParams(location.search)).search : "";
  const [value, setValue] = useState(urlSearch);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [suggest, setSuggest] = useState(NOTHING);
  const logic = useRef<SuggestModule | null>(null);
  const loader = useRef<SuggestLoader | null>(null);
  const listId = `${useId()}list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeId = suggest.open && suggest.active >= 0 ? optionId(suggest.active) : undefined;

  // Follow the URL (back button, "Clear all filters"), but never overwrite what is being typed.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(urlSearch);
  }, [urlSearch]);

  // Words typed before the page's code arrived are in the box but not yet in the state: keep
  // them (React leaves a hydrated input's text alone; the state would still say "").
  // After the URL effect, which runs on mount too.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== value) setValue(typed);
    // Still in the box: its suggestions come as they would for words typed now.
    if (typed && document.activeElement === inputRef.current) prepareSuggestions();
    // Once, right after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      loader.current?.cancel();
    },
    [],
  );

  // Keep the option under the keyboard in view when the list scrolls.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function go(text: string, replace: boolean) {
    navigate(searchHref(text, location), { replace });
  }

  // Until the logic has arrived there are no options, so there is nothing to change.
  function dispatch(action: SuggestAction) {
    setSuggest((state) => logic.current?.suggestReducer(state, action) ?? state);
  }

  function prepareSuggestions() {
    if (logic.current) return;
    loadSuggestModule().then(
      (module) => {
        if (logic.current) return;
        logic.current = module;
        loader.current = module.suggestLoader((query, options) =>
          dispatch({
            type: "answer",
            query,
            options,
            focused: document.activeElement === inputRef.current,
          }),
        );
        // Typed while it was on its way.
        if (inputRef.current?.value) loader.current.request(inputRef.current.value);
      },
      () => undefined, // suggestions are a help: the search works without them
    );
  }

  function onChange(text: string) {
    setValue(text);
    if (logic.current) {
      dispatch({ type: logic.current.suggestQuery(text) === null ? "clear" : "typed" });
      loader.current?.request(text);
    } else prepareSuggestions();
    if (!debounce) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (text.trim() === urlSearch && onList) return;
      if (!onList && text.trim() === "") return;
      // Typing refines one search: replace the entry rather than stack a history step per pause.
      go(text, onList);
    }, DEBOUNCE_MS);
  }

  function finish() {
    clearTimeout(timer.current);
    loader.current?.cancel();
    dispatch({ type: "clear" });
    if (!debounce) inputRef.current?.blur();
  }

  function choose(option: SuggestOption) {
    finish();
    if (option.kind === "product") {
      navigate(productHref(option.product));
    } else {
      setValue(option.text);
      go(option.text, false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    if (key === "ArrowDown" || key === "ArrowUp") {
      if (suggest.options.length === 0) return;
      event.preventDefault();
      if (event.altKey) dispatch({ type: key === "ArrowDown" ? "open" : "close" });
      else dispatch({ type: "move", by: key === "ArrowDown" ? 1 : -1 });
    } else if (key === "Enter") {
      const option = activeId ? suggest.options[suggest.active] : undefined;
      // No option chosen: the form submits the search, as without suggestions.
      if (!option) return;
      event.preventDefault();
      choose(option);
    } else if (key === "Escape") {
      // First Escape closes the list; the next clears the box (the browser's own clearing of
      // a search field is kept from running first).
      if (suggest.open) {
        event.preventDefault();
        dispatch({ type: "close" });
      } else if (value !== "") {
        event.preventDefault();
        onChange("");
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    finish();
    // What the box shows, which is what a shopper means even if it was typed mid-hydration.
    const text = inputRef.current?.value ?? value;
    if (text !== value) setValue(text);
    go(text, false);
  }

  const count = suggest.options.length;
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
        onKeyDown={onKeyDown}
        onFocus={() => {
          prepareSuggestions();
          if (suggest.query !== "" && suggest.query === logic.current?.suggestQuery(value))
            dispatch({ type: "open" });
        }}
        onBlur={() => dispatch({ type: "close" })}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggest.open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-label={t("layout.search.label")}
        placeholder={t("layout.search.placeholder")}
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pl-10 pr-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("layout.search.suggestions")}
        hidden={!suggest.open}
        // Keep focus in the box while a pointer picks an option (mouse and touch alike).
        onMouseDown={(e) => e.preventDefault()}
        className="absolute inset-x-0 top-full z-[70] mt-1 max-h-[min(22rem,60vh)] overflow-y-auto overscroll-contain rounded-xl bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200"
      >
        {suggest.options.map((option, index) => (
          <li
            key={option.kind === "product" ? option.product._id : "correction"}
            id={optionId(index)}
            role="option"
            aria-selected={index === suggest.active}
            onClick={() => choose(option)}
            className={`cursor-pointer px-4 py-2 ${index === suggest.active ? "bg-brand-100" : "hover:bg-gray-50"} ${option.kind === "correction" ? "border-b border-gray-100 text-gray-700" : ""}`}
          >
            {option.kind === "correction" ? (
              <>
                {t("layout.search.didYouMean")}
                <strong className="text-brand-700">{option.text}</strong>
                {t("layout.search.didYouMeanEnd")}
              </>
            ) : (
              <>
                <span className="line-clamp-2 font-medium text-gray-900">
                  {option.product.name}
                </span>
                <span className="text-xs text-gray-600">
                  {formatPeso(option.product.price)}
                  {option.product.inStock ? "" : ` · ${t("layout.search.outOfStock")}`}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {suggest.open ? t("layout.search.count", { count }) : ""}
      </p>
    </Form>
  );
}
