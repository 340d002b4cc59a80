import type { ApiOperation } from "../../openapi/registry";
import {
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSuggestQuerySchema,
  ProductSuggestResponseSchema,
} from "./catalog.schemas";

export const catalogOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/product/list",
    summary: "List products",
    description:
      "Without parameters: every product, newest first (SPEC §7), served compressed with an ETag (If-None-Match → 304). With any parameter: one page of `limit` (1-200, default 50) with `total`, `page`, `pageSize`, `pageCount` and `nextCursor`; pass `cursor` to continue after a page (keyset, same filter and sort). `q` is another name for `search`. When the substring search finds nothing, a typo-tolerant search answers and `didYouMean` says what it searched for.",
    tags: ["Catalogue"],
    access: "public",
    query: ProductListQuerySchema,
    response: ProductListResponseSchema,
    errors: {
      304: "The client's copy (If-None-Match) is current",
      429: "Without parameters and without Accept-Encoding gzip or br: more than 2 transfers at a time, or 10 a minute, from this address (Retry-After)",
    },
  },
  {
    method: "get",
    path: "/api/product/suggest",
    summary: "Products for the search box while typing",
    description:
      "Up to 8 products whose name contains `q` (2+ characters; longer input is cut to 100), names starting with it first; when none, the typo-tolerant matches with `didYouMean`.",
    tags: ["Catalogue"],
    access: "public",
    query: ProductSuggestQuerySchema,
    response: ProductSuggestResponseSchema,
  },
];
