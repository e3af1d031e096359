import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { code, example, message } from "../http/errorSchema.js"

export class XorRequired extends Schema.TaggedError<XorRequired>()(
  "XorRequired",
  { code: code("XOR_REQUIRED"), message: message("Send exactly one of evaluation_id or criteria.") },
  HttpApiSchema.annotations({
    status: 400,
    description: "Both or neither of `evaluation_id` and `criteria` were sent.",
    examples: [example("XorRequired", { code: "XOR_REQUIRED", message: "Send exactly one of evaluation_id or criteria." })]
  })
) {}

export class ForbiddenCriteria extends Schema.TaggedError<ForbiddenCriteria>()(
  "ForbiddenCriteria",
  {
    code: code("FORBIDDEN_CRITERIA"),
    message: message("criteria cannot be sent with a deployment secret; ad-hoc criteria need an organization API key.")
  },
  HttpApiSchema.annotations({
    status: 400,
    description: "`criteria` was sent with a deployment secret.",
    examples: [
      example("ForbiddenCriteria", {
        code: "FORBIDDEN_CRITERIA",
        message: "criteria cannot be sent with a deployment secret; ad-hoc criteria need an organization API key."
      })
    ]
  })
) {}

export class MixedAuth extends Schema.TaggedError<MixedAuth>()(
  "MixedAuth",
  {
    code: code("MIXED_AUTH"),
    message: message("evaluation_id cannot be sent with a deployment secret: the secret already names its evaluation.")
  },
  HttpApiSchema.annotations({
    status: 400,
    description: "`evaluation_id` was sent with a deployment secret, which is already bound to one evaluation.",
    examples: [
      example("MixedAuth", {
        code: "MIXED_AUTH",
        message: "evaluation_id cannot be sent with a deployment secret: the secret already names its evaluation."
      })
    ]
  })
) {}
