/**
 * Progressive enhancement of the sign-in form: submit through the JSON API and show a failure in
 * the alert region without reloading (keeping the typed user name). Without script, or if fetch is
 * missing, the form posts normally. `config` is JSON already escaped for a script element.
 */
export function enhanceScript(config: string): string {
  return `(function () {
  var config = ${config};
  var form = document.getElementById('asc-login-form');
  var alertBox = document.getElementById('asc-login-error');
  if (!form || !alertBox || !window.fetch || !window.FormData) return;
  var button = form.querySelector('button[type="submit"]');
  function show(message) {
    alertBox.textContent = message;
    alertBox.hidden = false;
    button.disabled = false;
    button.textContent = config.messages.submit;
    var password = form.elements.namedItem('password');
    if (password) { password.value = ''; password.setAttribute('aria-invalid', 'true'); password.focus(); }
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new FormData(form);
    var body = { username: String(data.get('username') || ''), password: String(data.get('password') || ''), locale: String(data.get('locale') || '') };
    if (data.get('returnTo')) body.returnTo = String(data.get('returnTo'));
    if (!body.username.trim() || !body.password) { show(config.messages.missing); return; }
    button.disabled = true;
    button.textContent = config.messages.submitting;
    fetch(config.api, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (json) {
        if (response.status === 200 && json && typeof json.redirect === 'string' && json.redirect.charAt(0) === '/' && json.redirect.charAt(1) !== '/' && json.redirect.charAt(1) !== '\\\\') {
          window.location.assign(json.redirect);
          return;
        }
        var s = response.status;
        show(s === 401 ? config.messages.invalid : s === 429 ? config.messages.tooMany : s === 403 ? config.messages.crossSite : s === 400 ? config.messages.missing : config.messages.failed);
      });
    }).catch(function () { show(config.messages.failed); });
  });
})();`;
}
