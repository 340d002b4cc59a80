/** A dialable tel: link for a phone number as people write it ("+63 917 555 0142"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
