// The whole stylesheet: system fonts only, no external resource.
export const STYLES = `
:root{--bg:#f6f7f9;--panel:#fff;--ink:#1b1f24;--muted:#5b6570;--line:#d9dee4;--brand:#2450c7;--brand-ink:#fff;
--ok:#1d7a46;--partial:#9a6400;--fail:#b42318;--esc:#6941c6;--err:#4a4f57;--adhoc:#0e6e7a;--mark:#fff1a8;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;color:var(--ink);background:var(--bg)}
*{box-sizing:border-box}
body{margin:0}
a{color:var(--brand)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#000;color:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:0}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.6rem 1.25rem;background:#11203f;color:#fff}
.top a{color:#dbe4ff;text-decoration:none}
.brand{font-weight:700;font-size:1.15rem;color:#fff!important;letter-spacing:.02em;text-decoration:none}
.top nav{flex:1 1 auto;min-width:0}
.top nav ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0;overflow-x:auto;white-space:nowrap}
.top nav a{display:block;padding:.35rem .6rem;border-radius:6px}
.top nav a:hover{background:#22365f}
.top nav a[aria-current=page]{background:#fff;color:#11203f}
.who{display:flex;align-items:center;gap:.75rem;font-size:.9rem}
.who .org{max-width:14rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.who form{margin:0}
.who a[aria-current=page]{text-decoration:underline}
button.link{background:none;border:1px solid #5a6c92;color:#fff;padding:.25rem .6rem;border-radius:6px;cursor:pointer;font:inherit}
main{max-width:1180px;margin:0 auto;padding:1.25rem}
main:focus{outline:none}
main.narrow{max-width:440px;padding-top:3rem}
.brand-line .brand{color:#11203f!important;font-size:1.5rem}
h1{font-size:1.6rem;margin:.25rem 0 1rem}
h2{font-size:1.2rem;margin:1.75rem 0 .75rem}
h3{font-size:1rem;margin:1.25rem 0 .5rem}
.panel>h2:first-child{margin-top:0}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:1rem 1.25rem;margin:0 0 1rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.stat{display:block;text-decoration:none;color:inherit;background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:.9rem 1.1rem}
.stat:hover{border-color:var(--brand)}
.stat .value{display:block;font-size:1.6rem;font-weight:700}
.stat .label{display:block;color:var(--muted);font-size:.9rem}
.muted{color:var(--muted)}
.small{font-size:.875rem}
.table-wrap{position:relative;overflow-x:auto;background:var(--panel);border:1px solid var(--line);border-radius:10px;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;font-size:.94rem}
th,td{text-align:left;padding:.55rem .75rem;border-bottom:1px solid var(--line);vertical-align:top}
thead th{background:#eef1f5;font-weight:600}
tbody th{font-weight:600}
tr:last-child td{border-bottom:none}
td time{white-space:nowrap}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.action{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8rem;white-space:nowrap}
.preview{max-width:18rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;display:block}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:999px;font-size:.8rem;font-weight:600;border:1px solid currentColor;white-space:nowrap}
.s-QUALIFIED{color:var(--ok)}.s-PARTIAL{color:var(--partial)}.s-FAILED{color:var(--fail)}.s-ESCALATE{color:var(--esc)}.s-ERROR{color:var(--err)}
.m-adhoc{color:#fff;background:var(--adhoc);border-color:var(--adhoc)}
.m-durable{color:var(--muted)}.m-deployment{color:#24508f}
.revoked{color:var(--fail)}.active{color:var(--ok)}
form.stack{display:grid;gap:.9rem}
label{font-weight:600;display:block;margin-bottom:.2rem}
.hint{font-weight:400;color:var(--muted);font-size:.875rem;display:block}
input[type=text],input[type=email],input[type=password],input[type=date],input[type=search],select,textarea{width:100%;font:inherit;padding:.5rem .6rem;border:1px solid #aab3bd;border-radius:6px;background:#fff;color:var(--ink)}
textarea{min-height:6rem;resize:vertical}
textarea.code,.mono,code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
fieldset{border:1px solid var(--line);border-radius:10px;padding:.75rem 1rem 1rem;margin:0;background:var(--panel)}
legend{font-weight:700;padding:0 .35rem}
.checks{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
.checks label,label.check{font-weight:400;display:flex;align-items:center;gap:.4rem}
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
.row>*{flex:1 1 12rem}
.row>.shrink{flex:0 0 auto}
button,.button{font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:6px;border:1px solid var(--brand);background:var(--brand);color:var(--brand-ink);cursor:pointer;text-decoration:none;display:inline-block}
button.secondary,.button.secondary{background:#fff;color:var(--brand)}
button.danger{background:#fff;color:var(--fail);border-color:var(--fail)}
button:disabled{opacity:.6;cursor:default}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.inline{display:inline}
.alert{border-radius:10px;padding:.75rem 1rem;margin:0 0 1rem;border:1px solid}
.alert.error{background:#fff1f0;border-color:#f5b5ad;color:#7a1a10}
.alert.ok{background:#ecfdf3;border-color:#9fdcb7;color:#0f5132}
.alert ul{margin:.35rem 0 0;padding-left:1.25rem}
.field-error{color:var(--fail);font-size:.875rem;margin:.25rem 0 0}
[aria-invalid=true]{border-color:var(--fail)!important}
.secret{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;background:#fffbe6;border:1px solid #f0d770;border-radius:10px;padding:.75rem 1rem;margin:0 0 1rem}
.secret .note{flex-basis:100%;margin:0}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.secret code{word-break:break-all;flex:1 1 20rem;font-size:1rem;background:#fff;padding:.35rem .5rem;border-radius:6px;border:1px solid #e6d37a}
.filters{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));align-items:end}
.filters .wide{grid-column:1/-1}
.pager{display:flex;gap:1rem;align-items:center;justify-content:space-between;margin:.5rem 0 1.5rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;word-break:break-word}
.message{border-left:4px solid var(--line);padding:.4rem .8rem;margin:0 0 .6rem;background:var(--panel);white-space:pre-wrap;word-break:break-word}
.message .role{display:block;font-size:.8rem;color:var(--muted);font-weight:600;text-transform:uppercase}
mark{background:var(--mark);color:inherit;padding:0 .1rem;border-radius:3px;border-bottom:2px solid #d4a800}
mark.hl-1{background:#d7ecff;border-color:#3b82c4}
mark.hl-2{background:#dcf5e3;border-color:#2f9e5b}
mark.hl-3{background:#f3e3ff;border-color:#8e4fc4}
mark mark{border-bottom-width:0}
mark.depth-1{padding:.2em .1em}mark.depth-2{padding:.35em .15em}mark.depth-3{padding:.5em .2em}
.evidence .legend{margin:0 0 .5rem}
.chart{width:100%;height:auto;display:block}
.chart-box{margin:1rem 0}
.chart.matrix{max-width:420px}
.chart-box figcaption{margin-bottom:.5rem}
.chart.compact{display:none}
.meter{max-width:600px}
.chart text{font-family:inherit;font-size:12px;fill:#44505c}
.legend{display:flex;flex-wrap:wrap;gap:.5rem 1rem;list-style:none;padding:0;margin:.5rem 0 0;font-size:.875rem}
.legend .swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:2px;margin-right:.35rem;vertical-align:-1px}
.sw-QUALIFIED{background:#1d7a46}.sw-PARTIAL{background:#d89614}.sw-FAILED{background:#b42318}.sw-ESCALATE{background:#6941c6}.sw-ERROR{background:#8a9099}
.raw-head{display:flex;gap:.75rem;align-items:center}
pre.json{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:.75rem 1rem;max-height:28rem;overflow:auto;white-space:pre;font-size:.85rem}
pre{overflow-x:auto;white-space:pre-wrap;word-break:break-word;margin:0}
details summary{cursor:pointer;color:var(--brand)}
[hidden]{display:none!important}
@media (max-width:640px){
  main{padding:.9rem}
  h1{font-size:1.35rem}
  .top{padding:.5rem .75rem}
  .who .org{max-width:9rem}
  .top nav{flex-basis:100%;order:3}
  .top nav ul{flex-wrap:wrap;overflow:visible;white-space:normal}
  th,td{padding:.45rem .5rem}
  .preview{max-width:12rem}
  .chart.wide{display:none}
  .chart.compact{display:block}
  .grid.stats{grid-template-columns:1fr 1fr;gap:.6rem}
  .stat .value{font-size:1.25rem}
  dl.facts{grid-template-columns:1fr;gap:0}
  dl.facts dd{margin-bottom:.5rem}
}
@media (prefers-color-scheme:dark){
  :root{--bg:#0f141b;--panel:#171e27;--ink:#e6eaf0;--muted:#9aa6b4;--line:#2c3642;--brand:#8fb0ff;--brand-ink:#0f141b;
    --ok:#5fd394;--partial:#f0b44c;--fail:#ff8a80;--esc:#b69cff;--err:#b3bac4;--adhoc:#3fb7c6;color-scheme:dark}
  thead th{background:#1f2833}
  input[type=text],input[type=email],input[type=password],input[type=date],input[type=search],select,textarea{background:#0f141b;border-color:#3a4656}
  button.secondary,.button.secondary,button.danger{background:transparent}
  .alert.error{background:#3a1714;border-color:#7a2a22;color:#ffd3cd}
  .alert.ok{background:#10301f;border-color:#23603d;color:#c8f2d9}
  .secret{background:#2e2810;border-color:#6b5a1c}.secret code{background:#0f141b;border-color:#6b5a1c}
  mark{color:#11151a}
  .brand-line .brand{color:#e6eaf0!important}
  .chart text{fill:#b3bac4}
}
`
