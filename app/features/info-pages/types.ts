// The shape of a static information page: sections of blocks, rendered on the server by
// components/info-page.tsx. Content lives in content/*.ts as plain data.

export interface FaqItem {
  question: string;
  answer: string;
}

export interface InfoLink {
  to: string;
  label: string;
}

export type InfoBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; items: readonly string[]; marker?: "bullet" | "check" | "cross" }
  | {
      type: "table";
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly string[])[];
      /** A totals row, shown in bold. */
      lastRowIsTotal?: boolean;
    }
  /** A list too long to show open: a native disclosure, which works without JavaScript. */
  | { type: "disclosure"; summary: string; items: readonly string[] }
  | { type: "note"; tone: "info" | "warning"; text: string }
  | { type: "faq"; items: readonly FaqItem[] }
  | { type: "links"; items: readonly InfoLink[] };

export interface InfoSection {
  /** Fragment id, unique within the page (links such as /delivery-info#zones). */
  id: string;
  heading: string;
  blocks: readonly InfoBlock[];
}

export interface InfoDocument {
  title: string;
  /** The meta description. */
  description: string;
  intro: string;
  /** "June 25, 2025" on the four policy pages (SPEC §2.2); absent elsewhere. */
  lastUpdated?: string;
  sections: readonly InfoSection[];
}
