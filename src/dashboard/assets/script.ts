// The little script: copy buttons, template sections, confirmations. Every page
// works without it.
export const SCRIPT = `
"use strict";
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var source = document.getElementById(button.getAttribute("data-copy"));
      var status = document.getElementById(button.getAttribute("data-copy") + "-status");
      if (!source) return;
      var text = source.textContent.trim();
      var done = function (ok) {
        if (status) status.textContent = ok ? "Copied to the clipboard." : "Select the text and copy it.";
        button.textContent = ok ? "Copied" : "Copy";
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(false); });
      } else {
        var range = document.createRange();
        range.selectNodeContents(source);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        var ok = false;
        try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
        done(ok);
      }
    });
  });

  var current = document.querySelector(".top nav [aria-current=page]");
  if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest", inline: "center" });

  document.querySelectorAll("select[data-template-switch]").forEach(function (select) {
    var sync = function () {
      document.querySelectorAll("[data-for-template]").forEach(function (section) {
        section.hidden = section.getAttribute("data-for-template").split(" ").indexOf(select.value) < 0;
      });
    };
    select.addEventListener("change", sync);
    sync();
  });

  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) event.preventDefault();
    });
  });

  document.querySelectorAll("form[data-busy]").forEach(function (form) {
    form.addEventListener("submit", function () {
      form.querySelectorAll("button[type=submit]:not([name])").forEach(function (b) {
        b.setAttribute("aria-busy", "true");
        b.textContent = form.getAttribute("data-busy");
      });
    });
  });
});
`
