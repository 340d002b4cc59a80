import { z } from "zod";
import type { ApiOperation } from "../../openapi/registry";

export const healthOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/health",
    summary: "The API answers",
    tags: ["health"],
    access: "public",
    response: z.object({ success: z.literal(true) }),
  },
];
