// What a journey's ends (text/routes.ts) say to a field of places or routes (valueShapes.ts): a
// place that is the other end than the field's ("drop in Hull" for where to collect) or an end
// of a journey told as done ("we moved here from London two years ago") is no value of it; a
// field of routes met only by such ends is not answered.
import type { Shape } from "../text/shapes.js"
import type { ShapeModel } from "./fieldShapes.js"

/** The ends the field's examples give ("from", "to"), or null when its examples give no journey. */
const endsOf = (model: ShapeModel): ReadonlySet<string> | null => model.kinds.get("route") ?? null

/** A place or an address that is a journey's end the field does not ask for, or one told as done. */
export const otherEnd = (model: ShapeModel, s: Shape, shapes: ReadonlyArray<Shape>): boolean => {
  if (s.kind !== "place" && s.kind !== "address") return false
  const ends = endsOf(model)
  return shapes.some((r) => r.kind === "route" && r.start < s.end && s.start < r.end && (r.attr === "past" || (ends !== null && r.attr !== null && !ends.has(r.attr))))
}

/** A field of routes or places whose sentence gives journey ends, none of them the field's. */
export const onlyOtherEnds = (model: ShapeModel, shapes: ReadonlyArray<Shape>): boolean => {
  const routes = shapes.filter((r) => r.kind === "route")
  if (routes.length === 0 || !(model.kinds.has("route") || model.kinds.has("place") || model.kinds.has("address"))) return false
  const ends = endsOf(model)
  return routes.every((r) => r.attr === "past" || (ends !== null && r.attr !== null && !ends.has(r.attr)))
}
