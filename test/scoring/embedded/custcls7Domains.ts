// Custom classification rubrics of our own for branch custcls7, written before any change: a clock
// repairer, an upholsterer, a dry-stone waller, a stained-glass studio and a tree surgeon. One to
// three examples a category, as customers declare them. The shapes: a noun that two categories'
// examples share, where the customer's act or qualifier decides ("keeps perfect time" against
// "has stopped"); a wish told in other words after "but" that should win over the first clause;
// a category told only by paraphrase. Chat, forms and thanks.
import { cls } from "./fewExampleRubric.js"
import type { CatDomain } from "./classificationChallenge.js"

const clockRepairer: CatDomain = {
  detectors: [
    cls("job", [
      ["My mantel clock has stopped and won't restart", "repair"],
      ["The chime on our wall clock is broken", "repair"],
      ["The longcase clock runs fine but hasn't been cleaned or oiled in ten years", "service"],
      ["Could you tell me what my grandfather's pocket watch is worth?", "valuation"]
    ])
  ],
  cases: [
    ["c01", "The carriage clock keeps perfect time, it just hasn't had an overhaul since my mother bought it", { job: "service" }],
    ["c02", "Our kitchen clock stopped dead on Tuesday and winding it does nothing", { job: "repair" }],
    ["c03", "I'd like an idea of the value of a french bracket clock before we insure it", { job: "valuation" }],
    ["c04", "Nothing's wrong with the regulator, but it's overdue a clean and oil", { job: "service" }],
    ["c05", "We thought it only needed a service, but actually the mainspring has snapped", { job: "repair" }],
    ["c06", "The hands on the hall clock catch on each other at twenty past and then it stops", { job: "repair" }],
    ["c07", "Item: wall clock\nProblem: strikes the wrong hour\nPostcode: LN4 2QT", { job: "repair" }],
    ["c08", "Thanks for sorting the cuckoo clock, it's ticking away happily", { job: null }],
    ["c09", "We're not selling and don't need it valued, we just want the movement cleaned so it lasts", { job: "service" }],
    ["c10", "Granddad's watch hasn't been opened up in forty years; it still goes, but I'd like someone to give it a proper going-over", { job: "service" }]
  ]
}

const upholsterer: CatDomain = {
  detectors: [
    cls("request", [
      ["The fabric on our sofa is worn through and we'd like it recovered", "reupholster"],
      ["Could you re-cover six dining chair seats?", "reupholster"],
      ["A spring has gone in the armchair and the seat sags", "repair"],
      ["We'd like a headboard made to measure", "new"]
    ])
  ],
  cases: [
    ["u01", "The velvet on mum's old armchair is threadbare, we'd love it done in a different fabric", { request: "reupholster" }],
    ["u02", "The frame of the footstool has cracked and one leg wobbles", { request: "repair" }],
    ["u03", "We want a window seat cushion made for the bay, there's nothing there at the moment", { request: "new" }],
    ["u04", "The chaise is structurally fine but the cover is faded and torn, we'd like it redone", { request: "reupholster" }],
    ["u05", "Not after new chairs, ours just need the webbing replaced because the seats have dropped", { request: "repair" }],
    ["u06", "Name: Ana Ruiz\nItem: wing chair\nWork: recover in customer's own fabric", { request: "reupholster" }],
    ["u07", "We were going to have the sofa recovered, but really it's the broken springs that bother us", { request: "repair" }],
    ["u08", "Lovely job on the ottoman, thanks again", { request: null }],
    ["u09", "Can you build a bench seat with storage underneath for our hallway?", { request: "new" }],
    ["u10", "One of the legs snapped off the settee when we moved house", { request: "repair" }]
  ]
}

const dryStoneWaller: CatDomain = {
  detectors: [
    cls("work", [
      ["A section of our field wall has collapsed and needs rebuilding", "rebuild"],
      ["We want a new dry stone wall along the lane boundary", "new_wall"],
      ["Do you run walling courses for beginners?", "training"]
    ])
  ],
  cases: [
    ["d01", "About five metres of the boundary wall fell down in the storm, stones all over the verge", { work: "rebuild" }],
    ["d02", "We're planning a raised bed edged with stone where there's just lawn now", { work: "new_wall" }],
    ["d03", "I'd love to learn how to wall myself, is there a weekend I could come along?", { work: "training" }],
    ["d04", "Rather than a fresh wall, could the old one by the gate be put back up using its own stone?", { work: "rebuild" }],
    ["d05", "There was never a wall on the north side, we'd like one built to match the others", { work: "new_wall" }],
    ["d06", "The wall has been bulging for a while, but what we actually want is a brand new one further back to widen the drive", { work: "new_wall" }],
    ["d07", "Job: gap in wall\nLength: 3m\nLocation: Low Pasture", { work: "rebuild" }],
    ["d08", "Cheers for the course last month, loved it", { work: null }],
    ["d09", "Do you teach? My son wants to take it up", { work: "training" }],
    ["d10", "Sheep keep getting through where the top stones have come off and the middle has slumped", { work: "rebuild" }]
  ]
}

const stainedGlass: CatDomain = {
  detectors: [
    cls("enquiry", [
      ["A pane in our front door window is cracked", "restoration"],
      ["The lead in the church window is sagging", "restoration"],
      ["We would like a new stained glass panel designed for the landing", "commission"],
      ["Are there places left on your Saturday glass class?", "class"]
    ])
  ],
  cases: [
    ["g01", "One of the coloured pieces in the porch door has a crack running right across it", { enquiry: "restoration" }],
    ["g02", "We'd like you to design something for the bathroom window, frosted with a bird motif", { enquiry: "commission" }],
    ["g03", "Is there room on a beginners' glass workshop in March?", { enquiry: "class" }],
    ["g04", "The old leaded lights in the hall are bowing outwards and rattle when the wind blows", { enquiry: "restoration" }],
    ["g05", "We don't want the original window altered, we'd like a completely fresh panel for the extension", { enquiry: "commission" }],
    ["g06", "Our panel isn't damaged, but we'd like a matching one made for the other side of the door", { enquiry: "commission" }],
    ["g07", "Type: repair\nItem: Victorian door panel\nNotes: two broken quarries", { enquiry: "restoration" }],
    ["g08", "Thanks, the panel looks stunning in the evening light", { enquiry: null }],
    ["g09", "My daughter wants to try making a suncatcher, do you teach kids?", { enquiry: "class" }],
    ["g10", "We were going to ask for a new design, but honestly the cracked pane in grandma's window matters more", { enquiry: "restoration" }]
  ]
}

const treeSurgeon: CatDomain = {
  detectors: [
    cls("job", [
      ["The dead ash by the road needs taking down", "removal"],
      ["Our oak overhangs the neighbour's roof and needs cutting back", "pruning"],
      ["Could you crown-thin the sycamore?", "pruning"],
      ["Can you grind out an old stump?", "stump"]
    ])
  ],
  cases: [
    ["t01", "The cherry has died and we'd like it felled before it drops on the shed", { job: "removal" }],
    ["t02", "The willow is healthy, it just needs a good trim so we get some light back", { job: "pruning" }],
    ["t03", "There's a stump left from a conifer the last owners cut down, we want the roots gone so we can lay turf", { job: "stump" }],
    ["t04", "Branches from the beech are scraping the gutter", { job: "pruning" }],
    ["t05", "We don't want the walnut taken down, just lifted and thinned", { job: "pruning" }],
    ["t06", "We'd thought of just lopping the leylandii, but really we want rid of them altogether", { job: "removal" }],
    ["t07", "Tree: horse chestnut\nWork: fell to ground level\nAccess: via side gate", { job: "removal" }],
    ["t08", "Thank you, the garden is so much brighter now", { job: null }],
    ["t09", "After the old pear came down there's a stump sticking up in the lawn that we keep mowing round", { job: "stump" }],
    ["t10", "Is it possible to reduce the height of a lime tree by a third?", { job: "pruning" }]
  ]
}

export const CUSTCLS7_DOMAINS: ReadonlyArray<CatDomain> = [clockRepairer, upholsterer, dryStoneWaller, stainedGlass, treeSurgeon]
