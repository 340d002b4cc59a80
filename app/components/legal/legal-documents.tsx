// The Terms of Service and Privacy Policy pop-ups (SPEC §2.1): static text, shared by the
// footer and the register form.
import type { ReactNode } from "react";
import { STORE } from "@domain/store";
import { STORE_BRANCHES } from "@domain/branches";
import { Modal } from "~/components/ui/modal";

export type LegalDocument = "terms" | "privacy";

export const LEGAL_LAST_UPDATED = "June 2025";

const branch = STORE_BRANCHES[0];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <div className="mt-1 space-y-2">{children}</div>
    </section>
  );
}

function StoreDetails() {
  return (
    <Section title="Store location, owner and hours">
      <p>
        {STORE.name} is owned and operated by its proprietor from our store at{" "}
        {branch?.fullAddress ?? STORE.city}. Online orders are taken {STORE.openHoursLabel}; the
        Pangpang branch counter is open {branch?.hours ?? ""}.
      </p>
      <p>
        Contact: {STORE.phone} · {STORE.email}
      </p>
    </Section>
  );
}

function TermsOfService() {
  return (
    <>
      <p>
        These terms apply when you browse or order from {STORE.name}. By creating an account or
        placing an order you agree to them.
      </p>
      <Section title="Who may order">
        <p>
          You must be at least 18 years old (the age of majority in the Philippines) to create an
          account and place orders. Alcoholic drinks and tobacco are sold only to customers of legal
          age, and our rider may ask for a valid ID on delivery.
        </p>
      </Section>
      <Section title="Orders, prices and payment">
        <p>
          Prices are in Philippine pesos (₱) and may change without notice; the price shown when you
          place an order is the price you pay. Payment is Cash on Delivery only. Please prepare the
          exact amount where you can: bills of ₱1,000 and above may need change to be arranged.
        </p>
      </Section>
      <Section title="Right to refuse service">
        <p>
          We may refuse service, cancel an order or limit quantities at our discretion, for example
          when an item is out of stock, an address is outside our delivery area, or an order appears
          fraudulent or abusive.
        </p>
      </Section>
      <Section title="Delivery">
        <p>
          We deliver within {STORE.city} and aim to arrive within {STORE.deliveryPromiseMinutes}{" "}
          minutes of confirmation. Times are targets, not guarantees: weather and traffic can delay
          a rider.
        </p>
      </Section>
      <Section title="Returns">
        <p>
          Damaged or incorrect items may be returned as described in our Return Policy. Change of
          mind does not qualify for a refund.
        </p>
      </Section>
      <StoreDetails />
    </>
  );
}

function PrivacyPolicy() {
  return (
    <>
      <p>
        This policy explains what {STORE.name} collects and why, in line with the Philippine Data
        Privacy Act of 2012.
      </p>
      <Section title="What we collect">
        <p>
          Your name, email address, delivery addresses and phone number, your cart and your order
          history. Your browser also keeps a login session and, before you log in, your cart.
        </p>
      </Section>
      <Section title="No card data">
        <p>
          We only accept Cash on Delivery, so we never ask for, receive or keep card or bank
          details.
        </p>
      </Section>
      <Section title="How we use it">
        <p>
          To deliver your orders, contact you about them, and keep your account working. We do not
          sell your data. We share your name, address and phone number only with the rider
          delivering your order.
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          You may ask to access the personal data we hold about you, to correct it, to have it
          deleted, and to opt out of any marketing messages. Contact us using the details below and
          we will reply within 24 hours.
        </p>
      </Section>
      <StoreDetails />
    </>
  );
}

export function LegalDialog({
  document,
  onClose,
}: {
  document: LegalDocument;
  onClose: () => void;
}) {
  return (
    <Modal
      title={document === "terms" ? "Terms of Service" : "Privacy Policy"}
      onClose={onClose}
      size="lg"
    >
      <div className="text-sm leading-relaxed text-gray-700">
        {document === "terms" ? <TermsOfService /> : <PrivacyPolicy />}
        <p className="mt-6 text-xs text-gray-500">Last updated: {LEGAL_LAST_UPDATED}</p>
      </div>
    </Modal>
  );
}
