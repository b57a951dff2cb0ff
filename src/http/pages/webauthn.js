// idctl's passkey pages: asks the browser for a passkey with the options the page carries
// (JSON in <script type="application/json" id="webauthn-options">), then posts the answer in
// the page's form (#webauthn-form, field "credential"), with the form's token. Binary values
// travel as base64url, as in WebAuthn's JSON forms.
(function () {
  "use strict";
  var data = document.getElementById("webauthn-options");
  var form = document.getElementById("webauthn-form");
  var start = document.getElementById("webauthn-start");
  var status = document.getElementById("webauthn-status");
  if (!data || !form || !start || !status) return;
  var noscript = document.getElementById("webauthn-nojs");
  if (noscript) noscript.hidden = true;
  if (!window.PublicKeyCredential || !navigator.credentials) {
    status.textContent = "This browser cannot use passkeys. Use another way to sign in.";
    return;
  }
  start.hidden = false;

  function bytes(s) {
    s = s.replace(/-/g, "+").replace(/_/g, "/");
    while (s.length % 4) s += "=";
    var b = atob(s), a = new Uint8Array(b.length);
    for (var i = 0; i < b.length; i++) a[i] = b.charCodeAt(i);
    return a.buffer;
  }
  function text(buf) {
    var a = new Uint8Array(buf), s = "";
    for (var i = 0; i < a.length; i++) s += String.fromCharCode(a[i]);
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function descriptors(list) {
    return (list || []).map(function (c) {
      return { type: c.type, id: bytes(c.id), transports: c.transports };
    });
  }

  start.addEventListener("click", function () {
    var o = JSON.parse(data.textContent), ask;
    o.challenge = bytes(o.challenge);
    if (form.getAttribute("data-ceremony") === "create") {
      o.user.id = bytes(o.user.id);
      o.excludeCredentials = descriptors(o.excludeCredentials);
      ask = navigator.credentials.create({ publicKey: o });
    } else {
      o.allowCredentials = descriptors(o.allowCredentials);
      ask = navigator.credentials.get({ publicKey: o });
    }
    start.disabled = true;
    status.textContent = "Waiting for your passkey…";
    ask.then(function (c) {
      var r = c.response, out = { id: c.id, rawId: text(c.rawId), type: c.type,
        response: { clientDataJSON: text(r.clientDataJSON) } };
      if (r.attestationObject) {
        out.response.attestationObject = text(r.attestationObject);
        out.response.transports = r.getTransports ? r.getTransports() : [];
      } else {
        out.response.authenticatorData = text(r.authenticatorData);
        out.response.signature = text(r.signature);
        if (r.userHandle) out.response.userHandle = text(r.userHandle);
      }
      form.elements.credential.value = JSON.stringify(out);
      form.submit();
    }, function (e) {
      start.disabled = false;
      status.textContent = "No passkey was used (" + e.name + "). Try again, or use another way.";
    });
  });
})();
