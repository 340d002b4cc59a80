// The Terms of Service and Privacy Policy pop-ups (SPEC §2.1): static text, shared by the
// footer and the register form, in the page's language (app/locales/<language>/legal.json,
// one key per heading and paragraph).
import type { ReactNode } from "react";
import { STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";

export type LegalDocument = "terms" | "privacy";

export const LEGAL_LAST_UPDATED = "June 2025";

const branch = STORE_BRANCHES[0];

/** The values the legal texts name: the store's own facts, never translated. */
const FACTS = {
  store: STORE.name,
  city: STORE.city,
  minutes: STORE.deliveryPromiseMinutes,
  address: branch?.fullAddress ?? STORE.city,
  hours: STORE.openHoursLabel,
  counterHours: branch?.hours ?? "",
  phone: STORE.phone,
  email: STORE.email,
};

/** A section: its heading's key and its paragraphs' keys. */
type LegalSection = readonly [MessageKey, ...MessageKey[]];

const TERMS_INTRO: MessageKey = "legal.terms.intro";
const TERMS: readonly LegalSection[] = [
  ["legal.terms.s1.title", "legal.terms.s1.p1"],
  ["legal.terms.s2.title", "legal.terms.s2.p1"],
  ["legal.terms.s3.title", "legal.terms.s3.p1"],
  ["legal.terms.s4.title", "legal.terms.s4.p1"],
  ["legal.terms.s5.title", "legal.terms.s5.p1"],
];

const PRIVACY_INTRO: MessageKey = "legal.privacy.intro";
const PRIVACY: readonly LegalSection[] = [
  ["legal.privacy.s1.title", "legal.privacy.s1.p1"],
  ["legal.privacy.s2.title", "legal.privacy.s2.p1"],
  ["legal.privacy.s3.title", "legal.privacy.s3.p1"],
  ["legal.privacy.s4.title", "legal.privacy.s4.p1"],
];

/** Both documents end with who runs the store and how to reach it. */
const STORE_DETAILS: LegalSection = ["legal.store.title", "legal.store.p1", "legal.store.contact"];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <div className="mt-1 space-y-2">{children}</div>
    </section>
  );
}

function Document({ intro, sections }: { intro: MessageKey; sections: readonly LegalSection[] }) {
  const t = useT();
  return (
    <>
      <p>{t(intro, FACTS)}</p>
      {[...sections, STORE_DETAILS].map(([title, ...paragraphs]) => (
        <Section key={title} title={t(title)}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph, FACTS)}</p>
          ))}
        </Section>
      ))}
    </>
  );
}

/** A document's text, as the pop-up shows it. */
export function LegalText({ document }: { document: LegalDocument }) {
  const t = useT();
  return (
    <div className="text-sm leading-relaxed text-gray-700">
      {document === "terms" ? (
        <Document intro={TERMS_INTRO} sections={TERMS} />
      ) : (
        <Document intro={PRIVACY_INTRO} sections={PRIVACY} />
      )}
      <p className="mt-6 text-xs text-gray-500">
        {t("legal.lastUpdated", { date: LEGAL_LAST_UPDATED })}
      </p>
    </div>
  );
}

export function LegalDialog({
  document,
  onClose,
}: {
  document: LegalDocument;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      title={document === "terms" ? t("legal.terms.title") : t("legal.privacy.title")}
      onClose={onClose}
      size="lg"
    >
      <LegalText document={document} />
    </Modal>
  );
}
