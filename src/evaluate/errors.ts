import { FlatError } from "../http/errorSchema.js"

export class XorRequired extends FlatError<XorRequired>()("XorRequired", {
  status: 400,
  code: "XOR_REQUIRED",
  message: "Send exactly one of evaluation_id or criteria.",
  description: "Both or neither of `evaluation_id` and `criteria` were sent."
}) {}

export class ForbiddenCriteria extends FlatError<ForbiddenCriteria>()("ForbiddenCriteria", {
  status: 400,
  code: "FORBIDDEN_CRITERIA",
  message: "criteria cannot be sent with a deployment secret; ad-hoc criteria need an organization API key.",
  description: "`criteria` was sent with a deployment secret."
}) {}

export class MixedAuth extends FlatError<MixedAuth>()("MixedAuth", {
  status: 400,
  code: "MIXED_AUTH",
  message: "evaluation_id cannot be sent with a deployment secret: the secret already names its evaluation.",
  description: "`evaluation_id` was sent with a deployment secret, which is already bound to one evaluation."
}) {}
