import init from "./0001_init.js"
import scoringUsage from "./0002_scoring_usage.js"
import dashboard from "./0003_dashboard.js"
import limits from "./0004_limits.js"
import compiledPrompt from "./0005_compiled_prompt.js"
import scorerFallback from "./0006_scorer_fallback.js"
import versions from "./0010_versions.js"
import replays from "./0011_replays.js"
import rejectedCalls from "./0020_rejected_calls.js"
import feedSearch from "./0021_feed_search.js"
import archivedEvaluations from "./0023_archived_evaluations.js"
import people from "./0024_people.js"
import safePublish from "./0025_safe_publish.js"

/** Every file in this folder is registered here; a test checks that none is forgotten. */
export const migrations = {
  "0001_init": init,
  "0002_scoring_usage": scoringUsage,
  "0003_dashboard": dashboard,
  "0004_limits": limits,
  "0005_compiled_prompt": compiledPrompt,
  "0006_scorer_fallback": scorerFallback,
  "0010_versions": versions,
  "0011_replays": replays,
  "0020_rejected_calls": rejectedCalls,
  "0021_feed_search": feedSearch,
  "0023_archived_evaluations": archivedEvaluations,
  "0024_people": people,
  "0025_safe_publish": safePublish
}
