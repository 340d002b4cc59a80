// The account's words whose English comes from elsewhere too (the domain's messages, the
// server's answers): held equal here, so the catalogs cannot drift from them.
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@domain/messages";
import { PASSWORD_MIN_LENGTH } from "@domain/store";
import { compiledMessages, sourceCatalogs } from "~/lib/i18n/catalogs.server";
import { createI18n } from "~/lib/i18n/i18n";

const en = createI18n("en", compiledMessages("en"));
const fil = createI18n("fil", compiledMessages("fil"));
const filMessages = sourceCatalogs().fil["messages-layout"] ?? {};

describe("the account's words", () => {
  it("keeps an apostrophe as written", () => {
    expect(en._("account.login.noAccount")).toBe("Don't have an account? ");
  });

  it("the password rule: the hint's English is the server's answer, which has Filipino too", () => {
    const rule = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    expect(en._("account.password.minLength", { min: PASSWORD_MIN_LENGTH })).toBe(rule);
    expect(filMessages[rule]).toBeTruthy();
  });

  it("the welcome after registering is in Filipino", () => {
    expect(filMessages[MESSAGES.REGISTER_SUCCESS]).toBeTruthy();
    expect(fil._(MESSAGES.REGISTER_SUCCESS)).toContain("Sorsogon MiniMart");
  });
});
