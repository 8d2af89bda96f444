// The card table: draws the state Python gives it and sends back the learner's intent.
//
// Python owns the game (tutor/ui/table/model.py): every flag here (may this card be
// discarded, may it knock) comes from the engine. This script only draws, animates and
// reports what the learner asked for with setTriggerValue("intent", {...}).
//
// Streamlit calls the default export again with new data after every run, on the same
// parentElement, so the DOM (and the positions of the cards) is kept between runs: a card
// that moves from the hand to the pile is animated from where it was (FLIP), a card that
// comes out of a hidden place (the stock, the opponent's hand) flies in from there.

const TABLES = new WeakMap();
const MOVE_MS = 260;
// The faces this page has received, per variant (language and colours): Python sends each
// one once per session, and every table of the page draws from here.
const FACES = new Map();

const reducedMotion = () =>
  window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function el(tag, cls, attrs) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (attrs) for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

// A line of Python's text with each card in it (7♥, ♥7) in its suit's ink, as DOM nodes
// whose text is set with textContent, never parsed as HTML. The pattern and the inks come
// with the data (tutor.ui.cards.ink_data): the felt colours what the page's sentences colour.
const PATTERNS = new Map(); // compiled once per page: the table draws after every run
function inkLine(node, line, d) {
  node.replaceChildren();
  const ink = d.ink;
  if (!ink || !line) {
    node.textContent = line || "";
    return;
  }
  let pattern = PATTERNS.get(ink.pattern);
  if (!pattern) PATTERNS.set(ink.pattern, (pattern = new RegExp(ink.pattern, "gu")));
  let at = 0;
  for (const m of line.matchAll(pattern)) {
    if (m.index > at) node.appendChild(document.createTextNode(line.slice(at, m.index)));
    const chip = el("span", "gt-ink");
    chip.style.color = ink.colours[m[1] || m[4]];
    chip.textContent = m[0];
    node.appendChild(chip);
    at = m.index + m[0].length;
  }
  if (at < line.length) node.appendChild(document.createTextNode(line.slice(at)));
}

function faceClass(code) {
  return "gt-face f-" + code;
}

// ------------------------------------------------------------------------------ set-up

function init(parent) {
  const root = el("div", "gt-table", { role: "region" });
  root.innerHTML = `
    <div class="gt-top">
      <div class="gt-opp" role="group"></div>
      <div class="gt-score" aria-live="polite"></div>
    </div>
    <div class="gt-middle">
      <div class="gt-piles">
        <button type="button" class="gt-stock gt-pilebox"></button>
        <button type="button" class="gt-pile gt-pilebox"></button>
      </div>
      <div class="gt-news">
        <div class="gt-last" aria-live="polite"></div>
        <ol class="gt-moves"></ol>
      </div>
    </div>
    <div class="gt-end" hidden></div>
    <div class="gt-prompt" aria-live="polite"></div>
    <div class="gt-message" role="alert"></div>
    <div class="gt-hand" role="group"></div>
    <div class="gt-bar">
      <span class="gt-deadwood"></span>
      <span class="gt-sorts" role="group"></span>
      <span class="gt-actions"></span>
    </div>
    <p class="gt-keys"></p>`;
  const faceStyle = document.createElement("style");
  parent.appendChild(faceStyle);
  parent.appendChild(root);
  const q = (s) => root.querySelector(s);
  const t = {
    root,
    opp: q(".gt-opp"),
    score: q(".gt-score"),
    stock: q(".gt-stock"),
    pile: q(".gt-pile"),
    last: q(".gt-last"),
    moves: q(".gt-moves"),
    end: q(".gt-end"),
    prompt: q(".gt-prompt"),
    message: q(".gt-message"),
    hand: q(".gt-hand"),
    deadwood: q(".gt-deadwood"),
    sorts: q(".gt-sorts"),
    actions: q(".gt-actions"),
    keys: q(".gt-keys"),
    data: null,
    armed: null, // "knock" or "gin": the next card clicked knocks or goes gin with it;
    // "layoff": the card ``armedCard`` fits several melds, the next meld clicked takes it
    armedCard: null,
    focus: 0, // the hand card that has the keyboard's focus
    send: null,
    sent: false, // an intent is on its way: ignore further clicks until the next data
    drag: null,
    renders: 0,
    faceStyle,
    faceVariant: null,
    faceRules: new Set(),
    handNodes: new Map(),
    askedFaces: false,
  };
  t.stock.addEventListener("click", () => act(t, { kind: "draw" }, t.data && t.data.stock.draw));
  t.pile.addEventListener("click", () => {
    const d = t.data;
    if (d && d.pile.take) act(t, { kind: "take", card: d.pile.top.card }, true);
  });
  t.hand.addEventListener("click", (e) => {
    const card = e.target.closest(".gt-card");
    if (!card || t.drag) return;
    if (t.suppressClick) {
      t.suppressClick = false;
      return;
    }
    play(t, card.dataset.card);
  });
  t.hand.addEventListener("pointerdown", (e) => dragStart(t, e));
  t.opp.addEventListener("click", (e) => {
    const meld = e.target.closest(".gt-spreadmeld.gt-can");
    if (meld) layOff(t, t.armedCard, Number(meld.dataset.meld));
  });
  root.addEventListener("keydown", (e) => onKey(t, e));
  return t;
}

// ------------------------------------------------------------------------------ intents

function act(t, intent, allowed) {
  if (!allowed || t.sent || !t.send) return;
  t.sent = intent.kind !== "order";
  t.root.classList.toggle("gt-busy", t.sent);
  t.root.dataset.sent = String(performance.now());
  t.send("intent", intent);
}

function cardData(t, code) {
  return t.data.hand.find((c) => c.card === code);
}

function play(t, code) {
  const d = t.data;
  const c = cardData(t, code);
  if (!d || !c || !d.interactive) return;
  if (d.phase === "pick") return act(t, { kind: "pick", card: code }, c.discard);
  if (d.phase === "layoff") {
    const melds = c.layoff || [];
    if (melds.length === 1) return layOff(t, code, melds[0]);
    if (melds.length > 1) arm(t, "layoff", code); // which meld: the learner says
    return;
  }
  if (t.armed === "knock" && c.knock) return act(t, { kind: "knock", card: code }, true);
  if (t.armed === "gin" && c.gin) return act(t, { kind: "gin", card: code }, true);
  if (t.armed) return;
  if (c.discard) act(t, { kind: "discard", card: code }, true);
}

function layOff(t, code, meld) {
  act(t, { kind: "layoff", card: code, meld }, code !== null);
}

function arm(t, what, card = null) {
  t.armed = what;
  t.armedCard = what ? card : null;
  draw(t, t.data, false);
  const first = t.root.querySelector(what === "layoff" ? ".gt-spreadmeld.gt-can" : ".gt-hand .gt-card.gt-can");
  if (first) first.focus();
}

// ------------------------------------------------------------------------------ faces

function faceRule(code, uri) {
  if (code.startsWith("back:"))
    return `.gt-table[data-back="${code.slice(5)}"]{--gt-back-image:url("${uri}")}`;
  return `.f-${code}{background-image:url("${uri}")}`;
}

// Each face is drawn once into a picture of pixels, which the table shows instead of the
// drawing: painting a court card's paths again every time a card moves or the table is
// drawn anew cost the browser more than anything else on the page. Until the picture is
// ready (or if it cannot be made) the drawing itself is shown.
const PICTURES = new Map(); // "variant/code" -> Promise of the picture's address
const PICTURE_WIDTH = Math.ceil(96 * Math.max(2, window.devicePixelRatio || 1));

function picture(key, uri) {
  let made = PICTURES.get(key);
  if (!made) {
    const img = new Image();
    img.src = uri;
    made = img
      .decode()
      .then(() => {
        const canvas = document.createElement("canvas");
        const ratio = img.naturalWidth && img.naturalHeight ? img.naturalHeight / img.naturalWidth : 1.4;
        canvas.width = PICTURE_WIDTH;
        canvas.height = Math.round(PICTURE_WIDTH * ratio);
        canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
        return new Promise((done) =>
          canvas.toBlob((blob) => done(blob ? URL.createObjectURL(blob) : uri), "image/png"),
        );
      })
      .catch(() => uri);
    PICTURES.set(key, made);
  }
  return made;
}

function showPicture(t, variant, code, uri) {
  picture(variant + "/" + code, uri).then((url) => {
    const sheet = t.faceStyle.sheet;
    // a later rule of the same selector wins; a table since shown in other colours skips it
    if (url !== uri && sheet && t.faceVariant === variant)
      sheet.insertRule(faceRule(code, url), sheet.cssRules.length);
  });
}

function shownCards(value, out) {
  if (Array.isArray(value)) value.forEach((v) => shownCards(v, out));
  else if (value && typeof value === "object") {
    if (typeof value.card === "string" && "name" in value) out.add(value.card);
    for (const v of Object.values(value)) if (v && typeof v === "object") shownCards(v, out);
  }
  return out;
}

function learnFaces(t, d) {
  let known = FACES.get(d.variant);
  if (!known) FACES.set(d.variant, (known = new Map()));
  const fresh = Object.entries(d.faces || {});
  for (const [code, uri] of fresh) known.set(code, uri);
  if (fresh.length) t.askedFaces = false;
  if (t.faceVariant !== d.variant) {
    t.faceStyle.textContent = "";
    t.faceRules = new Set();
    t.faceVariant = d.variant;
  }
  // Rules are added one by one to the sheet: adding text to the <style> would have the
  // browser parse every face's drawing again.
  const sheet = t.faceStyle.sheet;
  for (const [code, uri] of known)
    if (!t.faceRules.has(code)) {
      t.faceRules.add(code);
      if (sheet) sheet.insertRule(faceRule(code, uri), sheet.cssRules.length);
      else t.faceStyle.appendChild(document.createTextNode(faceRule(code, uri)));
      showPicture(t, d.variant, code, uri);
    }
  const needed = shownCards(d, new Set());
  needed.add("back:" + d.back);
  const missing = [...needed].some((code) => !known.has(code));
  if (missing && !t.askedFaces && t.send) {
    t.askedFaces = true; // the page was loaded anew: Python sends the faces again
    t.send("intent", { kind: "faces" });
  }
}

// ------------------------------------------------------------------------------ drawing

function faceNode(c, cls) {
  const node = el("div", "gt-card " + faceClass(c.card) + (cls ? " " + cls : ""), {
    "data-card": c.card,
    role: "img",
    "aria-label": c.name,
  });
  if (c.colour) node.style.setProperty("--gt-meld", c.colour);
  return node;
}

function backNode(t) {
  return el("div", "gt-card gt-back", { "aria-hidden": "true" });
}

function drawSpread(t, d) {
  // the knocker's melds laid out face up while the defender lays off (R15, R18)
  t.opp.setAttribute("aria-label", d.text.spread);
  t.opp.classList.add("gt-open");
  const armed = t.armed === "layoff" ? cardData(t, t.armedCard) : null;
  d.spread.melds.forEach((m, n) => {
    const can = !!armed && (armed.layoff || []).includes(n);
    const group = el("div", "gt-spreadmeld" + (can ? " gt-can" : ""), { "data-meld": String(n) });
    for (const c of m.cards) group.appendChild(faceNode(c, "gt-melded"));
    group.setAttribute("role", can ? "button" : "group");
    group.setAttribute("aria-label", m.name);
    if (can) group.tabIndex = 0;
    t.opp.appendChild(group);
  });
  if (d.spread.deadwood.length) {
    const loose = el("div", "gt-spreadmeld gt-spreadloose", { role: "group" });
    for (const c of d.spread.deadwood) loose.appendChild(faceNode(c, ""));
    t.opp.appendChild(loose);
  }
}

function drawOpponent(t, d) {
  const o = d.opponent;
  if (!o.cards && !d.spread && !t.opp.classList.contains("gt-open")) {
    // a hidden hand: only the number of backs changes, the others stay as they are
    while (t.opp.children.length > o.count) t.opp.lastChild.remove();
    while (t.opp.children.length < o.count) t.opp.appendChild(backNode(t));
    t.opp.setAttribute("aria-label", d.text.opponent);
    return;
  }
  t.opp.replaceChildren();
  if (d.spread) drawSpread(t, d);
  else if (o.cards) {
    t.opp.setAttribute("aria-label", d.text.opponent_open);
    t.opp.classList.add("gt-open");
    for (const c of o.cards) t.opp.appendChild(faceNode(c, c.meld !== null ? "gt-melded" : ""));
  } else {
    t.opp.setAttribute("aria-label", d.text.opponent);
    t.opp.classList.remove("gt-open");
    for (let i = 0; i < o.count; i++) t.opp.appendChild(backNode(t));
  }
}

function drawScore(t, d) {
  t.score.replaceChildren();
  if (!d.score) return;
  const row = (who, points) => {
    const line = el("div", "gt-score-row");
    const name = el("span");
    name.textContent = who;
    const value = el("b");
    value.textContent = String(points);
    line.append(name, value);
    return line;
  };
  const target = el("div", "gt-target");
  target.textContent = d.score.target;
  t.score.append(row(d.text.you, d.score.me), row(d.text.them, d.score.them), target);
}

function drawPiles(t, d) {
  const s = d.stock;
  t.stock.replaceChildren();
  if (s.count) t.stock.appendChild(backNode(t));
  const count = el("span", "gt-count", { "aria-hidden": "true" });
  count.textContent = String(s.count);
  t.stock.appendChild(count);
  t.stock.setAttribute("aria-label", s.draw ? d.text.stock_draw : d.text.stock);
  t.stock.classList.toggle("gt-can", s.draw && d.interactive);
  t.stock.disabled = !(s.draw && d.interactive);

  const p = d.pile;
  t.pile.replaceChildren();
  if (p.under) t.pile.appendChild(faceNode(p.under, "gt-under"));
  if (p.top) t.pile.appendChild(faceNode(p.top, "gt-top-card"));
  else t.pile.appendChild(el("div", "gt-card gt-empty", { "aria-hidden": "true" }));
  const canTake = p.take && d.interactive;
  t.pile.setAttribute("aria-label", canTake ? d.text.pile_take : p.drop ? d.text.pile_drop : d.text.pile);
  t.pile.classList.toggle("gt-can", canTake);
  t.pile.classList.toggle("gt-drop", p.drop && d.interactive);
  t.pile.disabled = !(canTake || (p.drop && d.interactive));
  t.pile.setAttribute("aria-disabled", canTake ? "false" : "true");
}

function drawNews(t, d) {
  t.last.replaceChildren();
  const theirs = d.seen.filter((m) => m.who === "them");
  const latest = theirs[theirs.length - 1];
  if (latest) {
    const who = el("b");
    who.textContent = d.text.them + ": ";
    const what = el("span");
    what.textContent = latest.label;
    t.last.append(who, what);
    if (latest.card && latest.kind !== "take") {
      const mini = faceNode(latest.card, "gt-mini");
      t.last.appendChild(mini);
    }
  }
  t.moves.replaceChildren();
  for (const line of d.moves) {
    const li = el("li");
    inkLine(li, line, d); // text, never HTML
    t.moves.appendChild(li);
  }
}

function cardLabel(t, d, c) {
  const parts = [c.name];
  if (c.picked) parts.push(d.text.picked);
  if (c.raised) parts.push(d.text.raised);
  if (c.meld !== null) parts.push(d.text.in_meld);
  if (d.phase === "layoff") {
    if ((c.layoff || []).length) parts.push(d.text.can_layoff);
  } else if (t.armed && (c.knock || c.gin)) parts.push(d.text.can_knock);
  else if (!t.armed && c.discard) parts.push(d.text.can_discard);
  return parts.join(", ");
}

function drawHand(t, d) {
  // The hand's nodes are kept by card, so a card keeps its element (and its drawn face)
  // from one run to the next and only moves.
  t.hand.setAttribute("aria-label", d.text.hand);
  t.hand.style.setProperty("--gt-n", String(d.hand.length));
  const n = d.hand.length;
  if (t.focus >= n) t.focus = n - 1;
  const keep = new Set(d.hand.map((c) => c.card));
  for (const [code, node] of t.handNodes)
    if (!keep.has(code)) {
      node.remove();
      t.handNodes.delete(code);
    }
  d.hand.forEach((c, i) => {
    const can =
      d.phase === "layoff"
        ? (c.layoff || []).length > 0 && (!t.armed || c.card === t.armedCard)
        : t.armed
          ? t.armed === "knock"
            ? c.knock || c.gin
            : c.gin
          : c.discard;
    let node = t.handNodes.get(c.card);
    if (!node) {
      node = faceNode(c, "");
      t.handNodes.set(c.card, node);
    }
    node.className = [
      "gt-card",
      faceClass(c.card),
      c.meld !== null ? "gt-melded" : "",
      c.raised || (t.armed === "layoff" && c.card === t.armedCard) ? "gt-raised" : "",
      c.picked ? "gt-picked" : "",
      can && d.interactive ? "gt-can" : "",
      (t.armed || d.phase === "layoff") && !can ? "gt-dim" : "", // what may not go now, dimmed
    ].join(" ");
    if (c.colour) node.style.setProperty("--gt-meld", c.colour);
    else node.style.removeProperty("--gt-meld");
    node.style.transform = "";
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", cardLabel(t, d, c));
    node.setAttribute("aria-disabled", can && d.interactive ? "false" : "true");
    node.tabIndex = i === t.focus ? 0 : -1;
    node.style.setProperty("--gt-i", String(i));
    if (t.hand.children[i] !== node) t.hand.insertBefore(node, t.hand.children[i] || null);
  });
}

function button(label, cls, onClick) {
  const b = el("button", "gt-btn " + (cls || ""), { type: "button" });
  b.textContent = label;
  b.addEventListener("click", onClick);
  return b;
}

function drawBar(t, d) {
  t.deadwood.textContent = d.text.deadwood;
  t.sorts.replaceChildren();
  t.sorts.setAttribute("aria-label", d.text.sort);
  for (const way of ["suit", "rank"]) {
    const b = button(d.text["sort_" + way], "gt-sort", () =>
      act(t, { kind: "sort", sort: way }, true),
    );
    b.setAttribute("aria-pressed", String(d.sort === way && !d.kept));
    t.sorts.appendChild(b);
  }
  t.actions.replaceChildren();
  if (!d.interactive) return;
  if (t.armed) {
    t.actions.appendChild(button(d.text.cancel, "gt-cancel", () => arm(t, null)));
    return;
  }
  if (d.pass) t.actions.appendChild(button(d.text.pass, "gt-pass", () => act(t, { kind: "pass" }, true)));
  if (d.big_gin)
    t.actions.appendChild(
      button(d.text.big_gin, "gt-primary gt-biggin", () => act(t, { kind: "big_gin" }, true)),
    );
  if (d.gin) t.actions.appendChild(button(d.text.gin, "gt-primary gt-gin", () => arm(t, "gin")));
  if (d.knock) t.actions.appendChild(button(d.text.knock, "gt-primary gt-knock", () => arm(t, "knock")));
  if (d.done) t.actions.appendChild(button(d.text.done, "gt-primary gt-done", () => act(t, { kind: "done" }, true)));
}

function drawEnd(t, d) {
  const e = d.end;
  t.end.hidden = !e;
  t.root.classList.toggle("gt-over", !!e);
  t.end.replaceChildren();
  if (!e) return;
  const group = (cards, cls, caption) => {
    const g = el("div", "gt-group " + cls);
    const row = el("div", "gt-group-cards");
    for (const c of cards) row.appendChild(c);
    g.appendChild(row);
    if (caption) {
      const cap = el("div", "gt-cap");
      cap.textContent = caption;
      g.appendChild(cap);
    }
    return g;
  };
  const side = (label, melds, dead, points, isKnocker) => {
    const box = el("div", "gt-side" + (isKnocker ? " gt-knocker" : ""), { role: "group", "aria-label": label });
    const head = el("div", "gt-side-head");
    head.textContent = label;
    box.appendChild(head);
    const row = el("div", "gt-side-row");
    for (const m of melds) {
      const cards = m.cards.map((c) => faceNode(c, "gt-melded"));
      for (const c of m.laid) {
        const laid = faceNode(c, "gt-laid");
        laid.setAttribute("aria-label", c.name + ", " + e.layoff_label);
        cards.push(laid);
      }
      row.appendChild(group(cards, "gt-meldgroup", ""));
    }
    if (dead.length) row.appendChild(group(dead.map((c) => faceNode(c, "")), "gt-deadgroup", points));
    box.appendChild(row);
    return box;
  };
  const outcome = el("div", "gt-outcome", { role: "status" });
  outcome.textContent = e.outcome;
  const lines = el("ul", "gt-lines");
  for (const line of e.lines) {
    const li = el("li");
    inkLine(li, line, d);
    lines.appendChild(li);
  }
  t.end.append(
    side(e.knocker_label, e.knocker_melds, e.knocker_deadwood, e.knocker_points, true),
    side(e.defender_label, e.defender_melds, e.defender_deadwood, e.defender_points, false),
    outcome,
    lines,
  );
  if (d.banner) {
    const b = el("div", "gt-banner" + (d.banner.win ? " gt-win" : ""), { role: "status" });
    b.textContent = d.banner.text;
    t.end.appendChild(b);
  }
}

function draw(t, d, animate) {
  learnFaces(t, d);
  const before = animate ? positions(t) : null;
  if (before) before.handBox = t.hand.getBoundingClientRect();
  const oppBox = t.opp.getBoundingClientRect();
  const stockBox = t.stock.getBoundingClientRect();
  const pileBox = t.pile.getBoundingClientRect();
  // A card that leaves the hand gives up the keyboard's focus now, while the table is laid
  // out: taking a focused card out later has the browser restyle the page in mid-drawing.
  const leaving = t.hand.querySelector(".gt-card:focus");
  if (leaving && !d.hand.some((c) => c.card === leaving.dataset.card)) leaving.blur();
  // Written only when changed: a new value on the table itself restyles every card.
  if (t.root.style.getPropertyValue("--gt-felt") !== d.felt) t.root.style.setProperty("--gt-felt", d.felt);
  if (t.root.dataset.back !== d.back) t.root.dataset.back = d.back;
  t.root.classList.toggle("gt-picture", !d.interactive);
  t.root.classList.toggle("gt-picking", d.phase === "pick");
  t.root.setAttribute("aria-label", d.text.label);
  t.root.setAttribute("lang", d.lang);
  drawOpponent(t, d);
  drawScore(t, d);
  drawPiles(t, d);
  drawNews(t, d);
  drawHand(t, d);
  drawBar(t, d);
  drawEnd(t, d);
  t.prompt.textContent = t.armed ? d.text["pick_" + t.armed] : d.text.prompt;
  inkLine(t.message, d.message, d);
  t.keys.textContent = d.interactive ? d.text.keys : "";
  const endShown = !!d.end && !t.endShown; // the hand has just ended: lay both hands out
  t.endShown = !!d.end;
  if (before && !reducedMotion())
    slidePlanned(() => fly(t, d, before, { oppBox, stockBox, pileBox, handBox: before.handBox, endShown }));
}

// ------------------------------------------------------------------------------ motion

function positions(t) {
  const out = new Map();
  for (const node of t.root.querySelectorAll(".gt-card[data-card]")) {
    if (node.classList.contains("gt-mini")) continue;
    out.set(node.dataset.card, node.getBoundingClientRect());
  }
  return out;
}

// Slides asked for while the table is drawn wait here, so that every card is measured in
// one layout and then set moving (measuring between two animate() calls would make the
// browser lay the page out again for each card).
let planned = null;
const MOVING = new WeakMap(); // card -> how many of its slides are still on

// ``through``: the card is on its way to the table (the deal) and lets a click pass to what
// lies under it: a card flying from the stock crosses the pile, which the learner may click.
function slide(node, from, delay, duration = MOVE_MS, through = false) {
  if (planned) planned.push({ node, from, delay, duration, through });
  else start(node, node.getBoundingClientRect(), from, delay, duration, through);
}

function slidePlanned(run) {
  planned = [];
  try {
    run();
  } finally {
    const moves = planned;
    planned = null;
    const ends = moves.map((m) => m.node.getBoundingClientRect());
    moves.forEach((m, i) => start(m.node, ends[i], m.from, m.delay, m.duration, m.through));
  }
}

function start(node, to, from, delay, duration, through) {
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
  const scale = from.width && to.width ? from.width / to.width : 1;
  // Only the transform is animated, so the compositor can move the card on its own; the
  // card is lifted above the others meanwhile.
  // (counted here: asking the node for its animations would make the browser restyle)
  MOVING.set(node, (MOVING.get(node) || 0) + 1);
  node.style.zIndex = "5";
  if (through) node.style.pointerEvents = "none";
  const anim = node.animate(
    [{ transform: `translate(${dx}px, ${dy}px) scale(${scale})` }, { transform: "none" }],
    { duration, delay, easing: "cubic-bezier(.2,.7,.3,1)", fill: "backwards" },
  );
  anim.onfinish = anim.oncancel = () => {
    const left = MOVING.get(node) - 1;
    if (left > 0) MOVING.set(node, left);
    else {
      MOVING.delete(node);
      node.style.zIndex = "";
      node.style.pointerEvents = "";
    }
  };
}

function ghost(t, from, to, delay, faceCode) {
  // a card travelling between two hidden places (the stock and the opponent's hand)
  const g = el("div", "gt-card gt-ghost " + (faceCode ? faceClass(faceCode) : "gt-back"));
  const host = t.root.getBoundingClientRect();
  g.style.left = from.left - host.left + "px";
  g.style.top = from.top - host.top + "px";
  t.root.appendChild(g);
  const anim = g.animate(
    [
      { transform: "translate(0, 0)", opacity: 1 },
      { transform: `translate(${to.left - from.left}px, ${to.top - from.top}px)`, opacity: 1 },
    ],
    { duration: MOVE_MS, delay, easing: "cubic-bezier(.2,.7,.3,1)", fill: "both" },
  );
  anim.onfinish = () => g.remove();
}

function fly(t, d, before, boxes) {
  // a new deal, or the first sight of a hand just dealt (a new game, a page opened anew)
  const newDeal = d.deal && (t.lastDeal === undefined ? d.fresh : d.deal !== t.lastDeal);
  let delay = 0;
  if (newDeal) {
    // the deal: every card of the learner's hand comes from the stock, one after another
    const stock = t.stock.getBoundingClientRect(); // where it is now (a first table is new)
    t.hand.querySelectorAll(".gt-card").forEach((node, i) => slide(node, stock, i * 45, MOVE_MS, true));
    t.opp.querySelectorAll(".gt-card").forEach((node, i) => slide(node, stock, i * 45 + 20, MOVE_MS, true));
    return;
  }
  const hidden = { draw: boxes.stockBox };
  for (const m of d.seen) {
    if (m.who === "them") {
      if (m.kind === "draw") ghost(t, boxes.stockBox, boxes.oppBox, delay, null);
      if (m.kind === "take" && m.card) ghost(t, boxes.pileBox, boxes.oppBox, delay, m.card.card);
      if ((m.kind === "discard" || m.kind === "gin") && m.card) {
        const node = t.pile.querySelector(`.gt-card[data-card="${m.card.card}"]`);
        if (node && !before.has(m.card.card)) slide(node, boxes.oppBox, delay);
      }
    } else if (m.kind === "draw") {
      const raised = t.hand.querySelector(".gt-raised");
      if (raised && !before.has(raised.dataset.card)) slide(raised, hidden.draw, delay);
    }
    if (m.kind !== "pass") delay += MOVE_MS * 0.8;
  }
  // cards that were on the table before slide from where they were; a card laid off waits
  // for the melds to be laid out, then travels from the defender's hand onto its meld
  for (const node of t.root.querySelectorAll(".gt-card[data-card]:not(.gt-laid)")) {
    const from = before.get(node.dataset.card);
    if (from) slide(node, from, 0);
  }
  if (boxes.endShown) laidOffMoves(t, d, before, boxes, delay + MOVE_MS);
}

function cardIn(box, node) {
  // a card-sized place in the middle of ``box`` (a hand, where a hidden card comes from)
  const r = node.getBoundingClientRect();
  return { left: box.left + box.width / 2 - r.width / 2, top: box.top, width: r.width };
}

function laidOffMoves(t, d, before, boxes, start) {
  const mine = d.end.knocker === "them"; // the learner defends: the cards leave the own hand
  t.end.querySelectorAll(".gt-laid").forEach((node, i) => {
    const from = (mine && before.get(node.dataset.card)) || cardIn(mine ? boxes.handBox : boxes.oppBox, node);
    slide(node, from, start + i * MOVE_MS, MOVE_MS * 1.6);
  });
}

// ------------------------------------------------------------------------------ dragging

function dragStart(t, e) {
  const node = e.target.closest(".gt-card");
  if (!node || !t.data || !t.data.interactive || e.button > 0) return;
  const start = { x: e.clientX, y: e.clientY };
  const drag = { node, start, moved: false, pointer: e.pointerId };
  const move = (ev) => {
    const dx = ev.clientX - start.x;
    const dy = ev.clientY - start.y;
    if (!drag.moved && Math.hypot(dx, dy) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      t.drag = drag;
      node.classList.add("gt-dragging");
      try {
        node.setPointerCapture(drag.pointer);
      } catch (_) {
        /* a synthetic pointer cannot be captured */
      }
    }
    node.style.transform = `translate(${dx}px, ${dy}px)`;
    t.pile.classList.toggle("gt-over-pile", over(t.pile, ev));
    ev.preventDefault();
  };
  const up = (ev) => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    window.removeEventListener("pointercancel", up);
    if (!drag.moved) return;
    t.suppressClick = true;
    setTimeout(() => {
      t.suppressClick = false;
      t.drag = null;
    }, 0);
    node.classList.remove("gt-dragging");
    t.pile.classList.remove("gt-over-pile");
    const code = node.dataset.card;
    if (over(t.pile, ev)) {
      node.style.transform = "";
      play(t, code);
      return;
    }
    const rest = [...t.hand.querySelectorAll(".gt-card")].filter((n) => n !== node);
    let at = rest.length;
    for (let i = 0; i < rest.length; i++) {
      const r = rest[i].getBoundingClientRect();
      if (ev.clientX < r.left + r.width / 2) {
        at = i;
        break;
      }
    }
    const before = positions(t);
    node.style.transform = "";
    const order = rest.map((n) => n.dataset.card);
    order.splice(at, 0, code);
    reorder(t, order, before);
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", up);
  window.addEventListener("pointercancel", up);
}

function over(box, ev) {
  const r = box.getBoundingClientRect();
  return ev.clientX >= r.left && ev.clientX <= r.right && ev.clientY >= r.top && ev.clientY <= r.bottom;
}

function reorder(t, order, before) {
  // shown at once in the new order; Python keeps it for the rest of the hand
  const byCode = new Map(t.data.hand.map((c) => [c.card, c]));
  t.data = { ...t.data, kept: true, hand: order.map((code) => byCode.get(code)) };
  t.focus = order.indexOf(t.hand.querySelector(".gt-card:focus")?.dataset.card ?? "") ;
  if (t.focus < 0) t.focus = 0;
  drawHand(t, t.data);
  drawBar(t, t.data);
  if (before && !reducedMotion())
    for (const node of t.hand.querySelectorAll(".gt-card")) {
      const from = before.get(node.dataset.card);
      if (from) slide(node, from, 0);
    }
  act(t, { kind: "order", order }, true);
}

// ------------------------------------------------------------------------------ keyboard

function onKey(t, e) {
  const d = t.data;
  if (!d || !d.interactive || e.ctrlKey || e.metaKey) return;
  const cards = [...t.hand.querySelectorAll(".gt-card")];
  const inHand = e.target.closest && e.target.closest(".gt-hand");
  const key = e.key;
  if (inHand && (key === "ArrowLeft" || key === "ArrowRight")) {
    const step = key === "ArrowLeft" ? -1 : 1;
    const i = cards.indexOf(e.target.closest(".gt-card"));
    if (i < 0) return;
    e.preventDefault();
    if (e.altKey || e.shiftKey) {
      const j = Math.max(0, Math.min(cards.length - 1, i + step));
      const order = cards.map((n) => n.dataset.card);
      const [code] = order.splice(i, 1);
      order.splice(j, 0, code);
      const before = positions(t);
      t.focus = j;
      reorder(t, order, before);
      t.focus = j;
      drawHand(t, t.data);
      t.hand.children[j].focus();
      return;
    }
    t.focus = Math.max(0, Math.min(cards.length - 1, i + step));
    cards.forEach((n, k) => (n.tabIndex = k === t.focus ? 0 : -1));
    cards[t.focus].focus();
    return;
  }
  const meld = e.target.closest && e.target.closest(".gt-spreadmeld.gt-can");
  if (meld && (key === "Enter" || key === " ")) {
    e.preventDefault();
    layOff(t, t.armedCard, Number(meld.dataset.meld));
    return;
  }
  if (inHand && (key === "Enter" || key === " ")) {
    e.preventDefault();
    const node = e.target.closest(".gt-card");
    if (node) play(t, node.dataset.card);
    return;
  }
  if (e.altKey) return;
  const letter = key.length === 1 ? key.toLowerCase() : "";
  if (letter === "s" && d.stock.draw) act(t, { kind: "draw" }, true);
  else if (letter === "u" && d.pile.take) act(t, { kind: "take", card: d.pile.top.card }, true);
  else if (letter === "p" && d.pass) act(t, { kind: "pass" }, true);
  else if (letter === "k" && d.knock) arm(t, "knock");
  else if (letter === "g" && d.gin) arm(t, "gin");
  else if (letter === "d" && d.done) act(t, { kind: "done" }, true);
  else if (key === "Escape" && t.armed) arm(t, null);
  else return;
  e.preventDefault();
}

// ------------------------------------------------------------------------------ entry

export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  let t = TABLES.get(parentElement);
  if (!t) {
    t = init(parentElement);
    TABLES.set(parentElement, t);
  }
  t.send = setTriggerValue;
  if (!data) return;
  t.root.dataset.arrived = String(performance.now());
  const hadFocus = t.root.contains(parentElement.activeElement || document.activeElement);
  const first = t.data === null;
  const sameHand = t.data && t.data.hand.map((c) => c.card).join() === data.hand.map((c) => c.card).join();
  if (!sameHand) t.armed = null;
  if (t.data && data.phase !== t.data.phase) t.armed = null;
  const raised = data.hand.findIndex((c) => c.raised);
  if (raised >= 0 && !sameHand) t.focus = raised;
  t.data = data;
  t.sent = false;
  t.root.classList.remove("gt-busy");
  draw(t, data, !first || !!data.fresh);
  t.lastDeal = data.deal;
  t.renders += 1;
  t.root.dataset.renders = String(t.renders);
  // when the table last showed new state (the browser tests time a click against it)
  t.root.dataset.settled = String(performance.now());
  t.root.dataset.phase = data.phase;
  if (hadFocus) {
    const node = t.hand.children[t.focus];
    if (node) node.focus();
  }
}
