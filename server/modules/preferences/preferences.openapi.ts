import { ok } from "../../openapi/common";
import type { ApiOperation } from "../../openapi/registry";
import { PreferencesSchema, UpdatePreferencesSchema } from "./preferences.schemas";
import { LanguageField, UpdateLanguageSchema } from "./language";

export const preferencesOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/user/preferences",
    summary: "The customer's default choice for out-of-stock lines",
    tags: ["accounts"],
    access: "customer",
    response: ok({ preferences: PreferencesSchema }),
  },
  {
    method: "put",
    path: "/api/user/preferences",
    summary: "Set the customer's default choice for out-of-stock lines",
    tags: ["accounts"],
    access: "customer",
    body: UpdatePreferencesSchema,
    response: ok({ preferences: PreferencesSchema }),
  },
  {
    method: "put",
    path: "/api/language",
    summary:
      "Choose the storefront language: remembered in a cookie the pages are rendered by, and on the account when a customer is signed in",
    tags: ["accounts"],
    access: "public",
    body: UpdateLanguageSchema,
    response: ok({ language: LanguageField }),
  },
];
