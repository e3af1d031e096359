import { describe, expect, it } from "vitest"
import { compileManifest } from "../../src/domain/manifest.js"
import { classificationFollowUp, presenceFollowUp } from "../../src/domain/questions.js"

describe("follow-up questions of custom detectors", () => {
  it.each([
    // wishes and needs: a yes/no question with an article where the noun takes one
    ["wants_refund", "Do you want a refund?"],
    ["wants_upgrade", "Do you want an upgrade?"],
    ["needs_invoice", "Do you need an invoice?"],
    ["wants_to_cancel", "Do you want to cancel?"],
    ["plans_to_migrate", "Do you plan to migrate?"],
    ["qualifies_for_discount", "Do you qualify for a discount?"],
    ["customer_wants_refund", "Do you want a refund?"],
    // possessions
    ["has_order_number", "Do you have an order number?"],
    ["has_insurance", "Do you have insurance?"],
    ["has_documents", "Do you have documents?"],
    ["has_sla", "Do you have an SLA?"],
    ["has_unit_price", "Do you have a unit price?"],
    ["uses_salesforce", "Do you use salesforce?"],
    // states reached: noun + participle
    ["budget_confirmed", "Has the budget been confirmed?"],
    ["contract_signed", "Has the contract been signed?"],
    ["terms_accepted", "Have the terms been accepted?"],
    ["po_approved", "Has the PO been approved?"],
    // who the customer is
    ["is_decision_maker", "Are you a decision maker?"],
    ["is_existing_customer", "Are you an existing customer?"],
    ["is_eligible", "Are you eligible?"],
    ["is_urgent", "Is it urgent?"],
    ["can_pay_upfront", "Can you pay upfront?"],
    ["will_renew", "Will you renew?"],
    // interest and intentions
    ["interested_in_demo", "Are you interested in a demo?"],
    ["is_interested_in_demo", "Are you interested in a demo?"],
    ["demo_interest", "Are you interested in a demo?"],
    ["considering_competitor", "Are you considering a competitor?"],
    ["looking_for_alternative", "Are you looking for an alternative?"],
    // what the text mentions
    ["mentions_competitor", "Could you tell us about the competitor?"],
    ["mentions_pricing", "Could you tell us about pricing?"],
    ["asks_about_discounts", "Could you tell us about discounts?"],
    // noun phrases: a value to state, or a topic to tell about
    ["order_number", "What is your order number?"],
    ["billing_address", "What is your billing address?"],
    ["company_size", "What is your company size?"],
    ["budget", "Could you tell us about your budget?"],
    ["pain_points", "Could you tell us about your pain points?"],
    ["sales_region", "Could you tell us about your sales region?"],
    ["refund_request", "Could you tell us about your refund request?"]
  ])("%s → %s", (name, question) => {
    expect(presenceFollowUp(name)).toBe(question)
  })

  it.each([
    ["q3_budget", "Could you tell us more about “q3 budget”?"],
    ["likes_product", "Could you tell us more about “likes product”?"],
    ["x", "Could you tell us more about “x”?"],
    ["a_b_c_d_e_f", "Could you tell us more about “a b c d e f”?"]
  ])("falls back to quoting %s as a label when its words do not read as a phrase", (name, question) => {
    expect(presenceFollowUp(name)).toBe(question)
  })

  it("never puts a verb after “your”", () => {
    for (const name of ["wants_refund", "needs_human", "has_budget", "likes_product", "uses_hubspot", "requests_callback", "knows_price"]) {
      expect(presenceFollowUp(name)).not.toMatch(/\byour (?:wants|needs|has|likes|uses|requests|knows)\b/)
    }
  })

  it("names the classified thing when the name is a noun, and only lists the categories otherwise", () => {
    expect(classificationFollowUp("refund_reason", ["damaged", "late", "other"])).toBe("Which best describes your refund reason: damaged, late or other?")
    expect(classificationFollowUp("wants_refund", ["yes", "no"])).toBe("Which of these fits best: yes or no?")
    expect(classificationFollowUp("q3", ["low", "high"])).toBe("Which of these fits best: low or high?")
  })

  it("is what a compiled custom detector asks", () => {
    const m = compileManifest({
      template: "custom",
      custom_detectors: [
        { name: "wants_refund", type: "presence", examples: ["I want my money back"] },
        { name: "topic", type: "classification", categories: ["billing", "refund"], examples: ["an invoice question"] }
      ]
    })
    expect(m.detectors.map((d) => d.question)).toEqual(["Do you want a refund?", "Which best describes your topic: billing or refund?"])
  })
})
