import type { EscDomain } from "./custescCases.js"

// Rubrics of our own for the custrel readings (custrelReadings.test.ts), none in a dataset's domain.

/** A dry cleaner: the trigger's name holds no problem word; it escalates by itself. */
export const dryCleaner: EscDomain = {
  name: "a dry cleaner",
  criteria: {
    custom_detectors: [
      { name: "ticket_number", type: "presence", examples: ["Ticket 4471", "My ticket number is 30918", "Ticket no: 2206"] },
      { name: "cleaning_request", type: "presence", examples: ["I'd like my suit cleaned for Friday", "Can you press three shirts", "Please clean the curtains from the lounge"] },
      {
        name: "garment_ruined", type: "presence", required: false,
        examples: ["My dress came back with a burn mark on the skirt", "The wool jumper has shrunk two sizes", "You've torn the lining of my coat"]
      }
    ],
    escalation: { triggers: [{ field: "garment_ruined" }] }
  },
  cases: []
}

/** A bike workshop: a repair detector beside a detector for price questions. */
export const bikeWorkshop: EscDomain = {
  name: "a bike workshop",
  criteria: {
    custom_detectors: [
      { name: "frame_number", type: "presence", examples: ["Frame number WTU-331-0087", "Frame no: 88120-K", "The frame number is BK4471"] },
      { name: "repair_needed", type: "presence", examples: ["The back brake doesn't grip any more", "My chain keeps coming off", "The front wheel wobbles when I ride"] },
      { name: "price_question", type: "presence", required: false, examples: ["How much is a full service?", "What do you charge for a puncture repair?", "How much would new tyres cost?"] }
    ]
  },
  cases: []
}
