import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { code, message } from "../http/errorSchema.js"

export class XorRequired extends Schema.TaggedError<XorRequired>()(
  "XorRequired",
  { code: code("XOR_REQUIRED"), message: message("Send exactly one of evaluation_id or criteria.") },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class ForbiddenCriteria extends Schema.TaggedError<ForbiddenCriteria>()(
  "ForbiddenCriteria",
  {
    code: code("FORBIDDEN_CRITERIA"),
    message: message("criteria cannot be sent with a deployment secret; ad-hoc criteria need an organization API key.")
  },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class MixedAuth extends Schema.TaggedError<MixedAuth>()(
  "MixedAuth",
  {
    code: code("MIXED_AUTH"),
    message: message("evaluation_id cannot be sent with a deployment secret: the secret already names its evaluation.")
  },
  HttpApiSchema.annotations({ status: 400 })
) {}
