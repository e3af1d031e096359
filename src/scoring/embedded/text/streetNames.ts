// The words that end a street's name, read by shapes.ts after a house number: "Road", "Lane",
// "Close", and the ones British streets often end in as well ("22 Church View", "8 The Croft",
// "4 Manor Rise", "12 Elm Green").
export const STREET = String.raw`(?:Street|St|Road|Rd|Avenue|Ave|Way|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Place|Pl|Close|Crescent|Terrace|Parade|Square|Sq|Gardens|Row|Walk|Grove|Highway|Hwy|Mews|View|Rise|Croft|Green|Chase|Vale|Wharf|Meadows|Strasse|Straße|Weg|Plein|Gracht)\b\.?`
