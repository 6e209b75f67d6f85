/*
 * Zhiwen's chat bubble for another site's page:
 *   <script src="https://zhiwen.example.com/embed.js" data-chat="ags_…" async></script>
 * Optional: data-color="#RRGGBB", data-position="left", data-label="…" (the button's name).
 * The chat opens in a frame of this server's `/embed/chat/{key}`, which only the sites the agent's
 * managers listed may frame; it needs no cookie of this server.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var key = script.getAttribute('data-chat') || '';
  if (!/^ags_[0-9a-f]{40}$/.test(key)) return;
  var origin = new URL(script.src).origin;
  var color = /^#[0-9a-fA-F]{6}$/.test(script.getAttribute('data-color') || '') ? script.getAttribute('data-color') : '#2563eb';
  var side = script.getAttribute('data-position') === 'left' ? 'left' : 'right';
  var label = script.getAttribute('data-label') || 'Chat';
  var frame = null;

  function place() {
    var button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('data-zhiwen-bubble', '');
    button.style.cssText =
      'position:fixed;bottom:20px;' + side + ':20px;width:56px;height:56px;border-radius:50%;border:0;padding:0;cursor:pointer;' +
      'display:flex;align-items:center;justify-content:center;color:#fff;background:' + color + ';box-shadow:0 4px 12px rgba(0,0,0,.25);z-index:2147483646';
    button.innerHTML =
      '<svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
      '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
    button.addEventListener('click', function () {
      if (!frame) {
        frame = document.createElement('iframe');
        frame.src = origin + '/embed/chat/' + key;
        frame.title = label;
        frame.setAttribute('data-zhiwen-chat', '');
        frame.style.cssText =
          'position:fixed;bottom:88px;' + side + ':20px;width:380px;height:560px;max-width:calc(100vw - 40px);max-height:calc(100vh - 108px);' +
          'border:0;border-radius:12px;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.2);z-index:2147483647';
        document.body.appendChild(frame);
      } else {
        frame.style.display = frame.style.display === 'none' ? '' : 'none';
      }
      button.setAttribute('aria-expanded', frame.style.display === 'none' ? 'false' : 'true');
    });
    document.body.appendChild(button);
  }

  if (document.body) place();
  else document.addEventListener('DOMContentLoaded', place);
})();
