// Adjectives of praise, read two ways: as a thing's state, settled ("the photos are stunning",
// settled.ts), and as a customer liking what was had (engine/praisedAside.ts). Each reading adds
// words only it takes: "great" is a liking but no settled state ("is great that", "a great deal of").
export const PRAISING_ADJECTIVES: ReadonlyArray<string> = ["stunning", "lovely", "gorgeous", "amazing", "brilliant", "wonderful", "superb", "fantastic"]
