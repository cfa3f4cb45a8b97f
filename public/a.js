// The audience beacon (decision 077), loaded by components/site/audience-beacon.tsx after the
// page's load event. Keeps nothing in the browser: no cookie, no storage. Sends each page view
// (client-side navigations too) and a click on a phone, WhatsApp, e-mail or booking link; a
// booking link clicked gets the entry page's UTM (held in memory only; Cal.com reads utm_*).
(function (d, n, l, h) {
  if (n.globalPrivacyControl || n.doNotTrack === '1' || !n.sendBeacon) return;
  var booking = (d.currentScript && d.currentScript.dataset.booking) || '\n';
  var last;
  var utm = l.search.match(/[?&]utm_[a-z]+=[^&#]*/g);
  function send(event) {
    event.page = l.pathname + l.search;
    n.sendBeacon('/api/event', JSON.stringify(event));
  }
  function view(referrer) {
    if (l.pathname + l.search === last) return;
    last = l.pathname + l.search;
    send({ referrer: referrer });
  }
  view(d.referrer);
  var push = h.pushState;
  h.pushState = function () {
    push.apply(h, arguments);
    view('');
  };
  addEventListener('popstate', function () {
    view('');
  });
  d.addEventListener(
    'click',
    function (e) {
      var a = e.target.closest && e.target.closest('a[href]');
      var href = a ? a.href : '';
      var goal = /^tel:/.test(href)
        ? 'phone_click'
        : /^https:\/\/(api\.)?wa\.me\//.test(href)
          ? 'whatsapp_click'
          : /^mailto:/.test(href)
            ? 'email_click'
            : href.indexOf(booking) === 0
              ? 'booking_click'
              : '';
      if (goal) send({ goal: goal });
      if (goal === 'booking_click' && utm && !/[?&]utm_/.test(href))
        a.href = href + (href.indexOf('?') < 0 ? '?' : '&') + utm.join('').slice(1);
    },
    true,
  );
})(document, navigator, location, history);
