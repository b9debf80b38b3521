// Arbiter playground: a Telegram-like view of the sandbox, driven only by its control API
// (/sandbox/...) plus the page server's roster (/playground/roster). Plain script, no build step.
"use strict";

const POLL_MS = 2500;          // fallback polling, for changes the events long poll does not report
const EVENTS_TIMEOUT_S = 20;   // /sandbox/events: held open until something changes in the sandbox
const ROSTER_MS = 3000;        // other tabs may add users
const CALLBACK_WAIT_MS = 15000; // how long to wait for answerCallbackQuery (a paced bot may be slow)
const MAX_CALL_ROWS = 400;
const NAME_COLORS = ["#e17076", "#eda86c", "#a695e7", "#7bc862", "#6ec9cb", "#65aadd", "#ee7aae"];

const state = {
  roster: { bot: null, groups: [], users: [] },
  me: null,                 // id of the user we act as
  chatId: null,             // the open chat
  chats: new Map(),         // chat id -> {id, type, title, ownerId}
  messages: new Map(),      // chat id -> Map(message id -> message), deleted ones dropped
  lastSeen: new Map(),      // chat id -> highest message id fetched
  readUpTo: new Map(),      // chat id -> highest message id shown while the chat was open
  callsSeq: 0,
  floodCount: 0,
  myVotes: new Map(),       // "pollId:userId" -> [option ids]; the control API does not say who voted what
  pendingNotices: new Map(),// user id -> [notice] shown when that user is current again
  replyTo: null,            // message being replied to
  stick: true,              // the view follows new messages while the reader is at the bottom
  busy: false,
};

// ---------- control API ----------

class ApiError extends Error {
  constructor(status, body) {
    super(describeError(status, body));
    this.status = status;
    this.body = body;
  }
}

function describeError(status, body) {
  if (body && typeof body === "object") {
    return body.description || body.error || body.message || `HTTP ${status}`;
  }
  return body ? `HTTP ${status}: ${String(body).slice(0, 200)}` : `HTTP ${status}`;
}

// The sandbox may answer bare JSON or Telegram-style {ok, result}; accept both.
function unwrap(data) {
  if (data && typeof data === "object" && !Array.isArray(data) && "ok" in data && "result" in data) {
    return data.result;
  }
  return data;
}

function asList(data, ...keys) {
  const value = unwrap(data);
  if (Array.isArray(value)) return value;
  for (const key of keys) {
    if (value && Array.isArray(value[key])) return value[key];
  }
  return [];
}

async function request(method, path, body) {
  const init = { method, cache: "no-store", headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (_) { data = text; }
  if (!response.ok) throw new ApiError(response.status, data);
  return unwrap(data);
}
const apiGet = (path) => request("GET", path);
const apiPost = (path, body) => request("POST", path, body ?? {});

// ---------- roster and chats ----------

function userById(id) {
  return state.roster.users.find((u) => u.id === id) || null;
}

function displayName(user) {
  if (!user) return "Unknown";
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username || String(user.id);
}

function rebuildChats() {
  const previous = state.chats;
  state.chats = new Map();
  for (const group of state.roster.groups) {
    state.chats.set(group.id, { id: group.id, type: group.type || "group", title: group.title || "Group", ownerId: null });
  }
  const botName = state.roster.bot ? displayName(state.roster.bot) : "Bot";
  for (const user of state.roster.users) {
    // A private chat's id is the user's id; its title is the user's name with the bot.
    state.chats.set(user.id, { id: user.id, type: "private", title: `${displayName(user)} · ${botName}`, ownerId: user.id });
  }
  return previous.size !== state.chats.size;
}

async function loadRoster() {
  const roster = await apiGet("/playground/roster");
  const before = JSON.stringify(state.roster);
  state.roster = { bot: roster.bot || null, groups: roster.groups || [], users: roster.users || [] };
  if (JSON.stringify(state.roster) === before) return false;
  rebuildChats();
  if (state.me === null || !userById(state.me)) state.me = state.roster.users.length ? state.roster.users[0].id : null;
  if (state.chatId === null || !state.chats.has(state.chatId)) {
    const first = state.chats.keys().next();
    state.chatId = first.done ? null : first.value;
  }
  renderUserPicker();
  renderChatList();
  renderChatHead();
  return true;
}

// ---------- polling ----------

// A message's place in the store: an ephemeral one (seen by one member only) has message_id 0.
function keyOf(message) {
  return message.ephemeral_message_id ? `e${message.ephemeral_message_id}` : String(message.message_id);
}

async function fetchChat(chatId, after) {
  let list;
  // The chat as the current user sees it: with the ephemeral messages to or by them (Bot API 10.3).
  const viewer = state.me === null ? "" : `&as=${state.me}`;
  try {
    list = asList(await apiGet(`/sandbox/chats/${chatId}/messages?after=${after}${viewer}`), "messages");
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return []; // the private chat does not exist yet
    throw err;
  }
  let store = state.messages.get(chatId);
  if (!store) { store = new Map(); state.messages.set(chatId, store); }
  if (after === 0) {
    // A full fetch is the truth: drop what vanished (and another user's ephemeral messages).
    const keys = new Set(list.map(keyOf));
    for (const key of [...store.keys()]) if (!keys.has(key)) store.delete(key);
  }
  list.forEach((message, index) => {
    // The sandbox lists a chat in Telegram's order, ephemeral messages in their places.
    message._order = after === 0 ? index : (store.get(keyOf(message))?._order ?? store.size + index);
    if (message.deleted) store.delete(keyOf(message));
    else store.set(keyOf(message), message);
    state.lastSeen.set(chatId, Math.max(state.lastSeen.get(chatId) || 0, message.message_id));
  });
  return list;
}

async function pollMessages() {
  if (state.chatId === null) return;
  // The open chat is fetched whole each time: edits, poll counts and deletions show in place.
  await fetchChat(state.chatId, 0);
  state.readUpTo.set(state.chatId, state.lastSeen.get(state.chatId) || 0);
  renderMessages();
  for (const chat of state.chats.values()) {
    if (chat.id !== state.chatId) await fetchChat(chat.id, state.lastSeen.get(chat.id) || 0);
  }
  renderChatList();
}

async function pollCalls() {
  const calls = asList(await apiGet(`/sandbox/calls?after=${state.callsSeq}`), "calls");
  if (!calls.length) return;
  for (const call of calls) state.callsSeq = Math.max(state.callsSeq, call.seq);
  renderCalls(calls);
}

async function tick() {
  try {
    await pollCalls();
    await pollMessages();
    document.body.classList.remove("offline");
  } catch (err) {
    document.body.classList.add("offline");
    console.warn("poll failed", err);
  }
}

// One refresh at a time; a request made while one runs is folded into a single follow-up.
let refreshing = null;
let refreshAgain = false;
function refresh() {
  if (refreshing) { refreshAgain = true; return refreshing; }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      await tick();
    } while (refreshAgain);
  })().finally(() => { refreshing = null; });
  return refreshing;
}

// The sandbox's change counter, long-polled: the page redraws as soon as anything happens.
async function watchEvents() {
  let seen = -1;
  for (;;) {
    try {
      const answer = await apiGet(`/sandbox/events?after=${seen}&timeout=${EVENTS_TIMEOUT_S}`);
      if (answer && typeof answer.changes === "number" && answer.changes !== seen) {
        seen = answer.changes;
        await refresh();
      }
    } catch (err) {
      // No events endpoint, or the sandbox restarted: the fallback polling carries on.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

function startLoops() {
  setInterval(refresh, POLL_MS);
  setInterval(() => loadRoster().catch((err) => console.warn("roster failed", err)), ROSTER_MS);
  watchEvents();
}

// ---------- actions ----------

async function sendText(chatId, fromId, text, replyTo) {
  const body = { from_id: fromId, text };
  if (replyTo) body.reply_to_message_id = replyTo;
  await apiPost(`/sandbox/chats/${chatId}/messages`, body);
}

async function submitComposer() {
  const input = document.getElementById("composer-input");
  const text = input.value.trim();
  if (!text || state.chatId === null || state.me === null) return;
  const replyTo = state.replyTo ? state.replyTo.message_id : null;
  input.value = "";
  autoGrow(input);
  setReply(null);
  try {
    await sendText(state.chatId, state.me, text, replyTo);
  } catch (err) {
    input.value = text;
    showToast(`Not sent: ${err.message}`, "error");
  }
  await refresh();
  scrollToBottom(true);
}

function parseDeepLink(url) {
  let parsed;
  try { parsed = new URL(url); } catch (_) { return null; }
  let name = null;
  if (parsed.protocol === "tg:" && parsed.hostname === "resolve") name = parsed.searchParams.get("domain");
  else if (/^(www\.)?(t|telegram)\.me$/i.test(parsed.hostname)) name = parsed.pathname.replace(/^\/+/, "").split("/")[0];
  if (!name || !parsed.searchParams.has("start")) return null;
  const bot = state.roster.bot;
  if (bot && bot.username && bot.username.toLowerCase() !== name.toLowerCase()) return null;
  return { payload: parsed.searchParams.get("start") || "" };
}

// As Telegram does for t.me/<bot>?start=…: open the user's private chat and send /start <payload> there.
async function followDeepLink(link) {
  const me = state.me;
  await openChat(me);
  const text = link.payload ? `/start ${link.payload}` : "/start";
  try {
    await sendText(me, me, text, null);
  } catch (err) {
    showToast(`Could not start the bot: ${err.message}`, "error");
  }
  await refresh();
  scrollToBottom(true);
}

function openUrl(url) {
  const link = parseDeepLink(url);
  if (link) { followDeepLink(link); return; }
  window.open(url, "_blank", "noopener");
}

async function pressButton(chatId, message, button) {
  if (button.url) { openUrl(button.url); return; }
  if (button.callback_data === undefined && button.callback_game === undefined) {
    showToast("This kind of button does nothing in the playground", "info");
    return;
  }
  const presser = state.me;
  let answer;
  try {
    const target = message.ephemeral_message_id
      ? { ephemeral_message_id: message.ephemeral_message_id } : { message_id: message.message_id };
    answer = await apiPost(`/sandbox/chats/${chatId}/press`, { from_id: presser, ...target, button: button.text });
  } catch (err) {
    showToast(`Press failed: ${err.message}`, "error");
    return;
  }
  if (answer && answer.url) { openUrl(answer.url); return; }
  if (answer && answer.callback_query_id) waitForCallbackAnswer(answer.callback_query_id, presser);
  refresh();
}

// The bot answers the callback query on its own time; poll until it has.
async function waitForCallbackAnswer(queryId, presser) {
  const until = Date.now() + CALLBACK_WAIT_MS;
  while (Date.now() < until) {
    let result;
    try { result = await apiGet(`/sandbox/callbacks/${encodeURIComponent(queryId)}`); } catch (_) { return; }
    if (result && result.answered) {
      if (result.url) notify(presser, { url: result.url });
      else if (result.text) notify(presser, { text: result.text, alert: Boolean(result.show_alert) });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

// An answerCallbackQuery notice belongs to the user who pressed: others never see it.
function notify(userId, notice) {
  if (state.me !== userId) {
    const queue = state.pendingNotices.get(userId) || [];
    queue.push(notice);
    state.pendingNotices.set(userId, queue);
    markPendingNotices();
    return;
  }
  if (notice.url) openUrl(notice.url);
  else if (notice.alert) showAlert(notice.text);
  else showToast(notice.text, "info");
}

function flushNotices() {
  const queue = state.pendingNotices.get(state.me) || [];
  state.pendingNotices.delete(state.me);
  markPendingNotices();
  for (const notice of queue) notify(state.me, notice);
}

// Notices waiting for another user: counted on <body> and marked in the "You are" picker.
function markPendingNotices() {
  let total = 0;
  for (const queue of state.pendingNotices.values()) total += queue.length;
  document.body.dataset.pendingNotices = String(total);
  renderUserPicker();
}

async function vote(poll, optionIds) {
  try {
    await apiPost(`/sandbox/polls/${encodeURIComponent(poll.id)}/votes`, { from_id: state.me, option_ids: optionIds });
    state.myVotes.set(`${poll.id}:${state.me}`, optionIds);
  } catch (err) {
    showToast(`Vote failed: ${err.message}`, "error");
  }
  refresh();
}

async function addUser() {
  const name = (window.prompt("Name of the new user", "") || "").trim();
  if (!name || !state.roster.groups.length) return;
  try {
    const user = await apiPost("/sandbox/users", { first_name: name, language_code: "ru" });
    for (const group of state.roster.groups) {
      await apiPost(`/sandbox/chats/${group.id}/members/${user.id}`, { status: "member" });
    }
    // A private chat's id is the user's id; the bot still may not write first, as on Telegram.
    await apiPost("/sandbox/chats", { type: "private", member_ids: [user.id] });
    await apiPost("/playground/roster/users", user);
    await loadRoster();
    switchUser(user.id);
  } catch (err) {
    showToast(`Could not add ${name}: ${err.message}`, "error");
  }
}

function switchUser(userId) {
  state.me = userId;
  document.getElementById("toast").hidden = true; // the last user's toast is not the new user's
  // The last user's ephemeral messages are theirs alone: they leave the view at once.
  for (const store of state.messages.values()) {
    for (const [key, message] of [...store]) if (message.ephemeral_message_id) store.delete(key);
  }
  const current = state.chats.get(state.chatId);
  // Only its owner writes in a private chat: follow the switch to the new user's own chat.
  if (current && current.type === "private" && current.ownerId !== userId) openChat(userId);
  renderUserPicker();
  renderMessages(true);
  flushNotices();
  refresh(); // and the new user's come in
}

async function openChat(chatId) {
  if (!state.chats.has(chatId)) return;
  state.chatId = chatId;
  const chat = state.chats.get(chatId);
  if (chat.type === "private" && chat.ownerId !== state.me) {
    state.me = chat.ownerId;
    renderUserPicker();
    flushNotices();
  }
  setReply(null);
  renderChatHead();
  renderChatList();
  document.getElementById("messages").replaceChildren();
  renderMessages(true);
  await refresh();
  scrollToBottom(true);
}

// ---------- rendering: sidebar ----------

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

function colorFor(id) {
  return NAME_COLORS[Math.abs(Number(id)) % NAME_COLORS.length];
}

function avatar(name, id, extra) {
  const node = el("div", `avatar${extra ? " " + extra : ""}`, (name || "?").trim().charAt(0).toUpperCase());
  node.style.background = colorFor(id);
  return node;
}

function botAvatar() {
  return el("div", "avatar bot-avatar", "⚖");
}

function renderUserPicker() {
  const picker = document.getElementById("user-picker");
  picker.replaceChildren();
  for (const user of state.roster.users) {
    const waiting = (state.pendingNotices.get(user.id) || []).length;
    const option = el("option", null, waiting ? `${displayName(user)} 🔔` : displayName(user));
    option.value = String(user.id);
    picker.append(option);
  }
  if (state.me !== null) picker.value = String(state.me);
}

function messagePreview(message) {
  if (!message) return "";
  if (message.poll) return `📊 ${message.poll.question}`;
  if (message.photo) return `🖼 ${message.caption || "Photo"}`;
  if (message.document) return `📎 ${message.document.file_name || "File"}`;
  if (message.text) return message.text;
  return serviceText(message) || "";
}

function lastMessage(chatId) {
  const store = state.messages.get(chatId);
  if (!store || !store.size) return null;
  return store.get(Math.max(...store.keys()));
}

function unreadCount(chatId) {
  const store = state.messages.get(chatId);
  if (!store) return 0;
  const readUpTo = state.readUpTo.get(chatId) || 0;
  let count = 0;
  for (const message of store.values()) if (message.message_id > readUpTo) count += 1;
  return count;
}

function renderChatList() {
  const list = document.getElementById("chat-list");
  list.replaceChildren();
  for (const chat of state.chats.values()) {
    const item = el("button", `chat-item${chat.id === state.chatId ? " active" : ""}`);
    item.type = "button";
    item.dataset.chatId = String(chat.id);
    item.dataset.chatType = chat.type;
    const owner = chat.ownerId !== null ? userById(chat.ownerId) : null;
    item.append(avatar(chat.type === "private" ? displayName(owner) : chat.title, chat.id, chat.type === "private" ? "" : "group-avatar"));
    const body = el("div", "chat-item-body");
    const top = el("div", "chat-item-top");
    top.append(el("span", "chat-item-title", chat.type === "private" ? `${displayName(owner)} ↔ bot` : chat.title));
    const last = lastMessage(chat.id);
    if (last) top.append(el("span", "chat-item-time", formatTime(last.date)));
    body.append(top);
    const bottom = el("div", "chat-item-bottom");
    const sender = last && last.from ? (last.from.is_bot ? "Bot" : displayName(last.from)) : "";
    bottom.append(el("span", "chat-item-preview", last ? `${sender ? sender + ": " : ""}${messagePreview(last)}` : "No messages yet"));
    const unread = chat.id === state.chatId ? 0 : unreadCount(chat.id);
    if (unread) bottom.append(el("span", "unread", String(unread)));
    body.append(bottom);
    item.append(body);
    item.addEventListener("click", () => openChat(chat.id));
    list.append(item);
  }
}

function renderChatHead() {
  const chat = state.chats.get(state.chatId);
  const title = document.getElementById("chat-title");
  const subtitle = document.getElementById("chat-subtitle");
  const slot = document.getElementById("chat-avatar");
  if (!chat) { title.textContent = "No chat"; subtitle.textContent = ""; return; }
  if (chat.type === "private") {
    const owner = userById(chat.ownerId);
    const bot = state.roster.bot;
    title.textContent = bot ? displayName(bot) : "Bot";
    subtitle.textContent = `bot${bot && bot.username ? " · @" + bot.username : ""} · private chat of ${displayName(owner)}`;
    slot.replaceWith(Object.assign(botAvatar(), { id: "chat-avatar" }));
  } else {
    title.textContent = chat.title;
    subtitle.textContent = `${state.roster.users.length + 1} members`;
    slot.replaceWith(Object.assign(avatar(chat.title, chat.id, "group-avatar"), { id: "chat-avatar" }));
  }
}

// ---------- rendering: messages ----------

function formatTime(unixSeconds) {
  if (!unixSeconds) return "";
  const date = new Date(unixSeconds * 1000);
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

function serviceText(message) {
  const who = message.from ? displayName(message.from) : "Someone";
  if (message.new_chat_members) {
    const names = message.new_chat_members.map(displayName).join(", ");
    const self = message.new_chat_members.length === 1 && message.from && message.new_chat_members[0].id === message.from.id;
    return self ? `${names} joined the group` : `${who} added ${names}`;
  }
  if (message.left_chat_member) {
    return message.from && message.left_chat_member.id === message.from.id
      ? `${displayName(message.left_chat_member)} left the group`
      : `${who} removed ${displayName(message.left_chat_member)}`;
  }
  if (message.group_chat_created || message.supergroup_chat_created) return `${who} created the group`;
  if (message.new_chat_title) return `${who} changed the group name to «${message.new_chat_title}»`;
  if (message.pinned_message) return `${who} pinned «${messagePreview(message.pinned_message).slice(0, 60)}»`;
  if (message.migrate_to_chat_id) return "The group was upgraded to a supergroup";
  if (message.migrate_from_chat_id) return "This supergroup was upgraded from a group";
  return null;
}

// Telegram entity offsets count UTF-16 code units, which is what JavaScript strings index by.
function renderEntities(text, entities) {
  const fragment = document.createDocumentFragment();
  if (!entities || !entities.length) { appendLinkified(fragment, text); return fragment; }
  const sorted = [...entities].sort((a, b) => a.offset - b.offset || b.length - a.length);
  function build(parent, start, end, list) {
    let cursor = start;
    let index = 0;
    while (index < list.length) {
      const entity = list[index];
      const entityEnd = entity.offset + entity.length;
      // Entities nested inside this one are rendered inside its node.
      const inner = [];
      let next = index + 1;
      while (next < list.length && list[next].offset < entityEnd) { inner.push(list[next]); next += 1; }
      if (entity.offset > cursor) appendLinkified(parent, text.slice(cursor, entity.offset));
      const node = entityNode(entity, text.slice(entity.offset, entityEnd));
      build(node, entity.offset, Math.min(entityEnd, end), inner);
      parent.append(node);
      cursor = Math.max(cursor, entityEnd);
      index = next;
    }
    if (cursor < end) appendLinkified(parent, text.slice(cursor, end));
  }
  build(fragment, 0, text.length, sorted);
  return fragment;
}

const ENTITY_TAGS = {
  bold: "b", italic: "i", underline: "u", strikethrough: "s", code: "code", pre: "pre",
  spoiler: "span", blockquote: "blockquote", expandable_blockquote: "blockquote",
  mention: "span", hashtag: "span", bot_command: "span", cashtag: "span",
};

function entityNode(entity, slice) {
  if (entity.type === "text_link" || entity.type === "url") {
    const link = el("a", "link");
    link.href = entity.type === "url" ? (/^https?:/i.test(slice) ? slice : `https://${slice}`) : entity.url;
    link.addEventListener("click", (event) => { event.preventDefault(); openUrl(link.href); });
    return link;
  }
  const node = el(ENTITY_TAGS[entity.type] || "span", `entity-${entity.type}`);
  if (entity.type === "spoiler") node.addEventListener("click", () => node.classList.add("revealed"));
  return node;
}

function appendLinkified(parent, text) {
  if (parent.tagName === "A") { parent.append(document.createTextNode(text)); return; }
  // Plain-text t.me links still work as deep links, as in Telegram.
  const pattern = /(https?:\/\/t\.me\/[^\s]+)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parent.append(document.createTextNode(text.slice(last, match.index)));
    const link = el("a", "link", match[0]);
    link.href = match[0];
    link.addEventListener("click", (event) => { event.preventDefault(); openUrl(link.href); });
    parent.append(link);
    last = match.index + match[0].length;
  }
  if (last < text.length) parent.append(document.createTextNode(text.slice(last)));
}

function senderOf(message) {
  if (message.sender_chat) return { name: message.sender_chat.title || "Channel", id: message.sender_chat.id, bot: false };
  if (!message.from) return { name: "Unknown", id: 0, bot: false };
  return { name: displayName(message.from), id: message.from.id, bot: Boolean(message.from.is_bot) };
}

function renderReplyQuote(message, chatId) {
  const original = message.reply_to_message;
  const quote = el("div", "reply-quote");
  const sender = senderOf(original);
  quote.style.borderColor = colorFor(sender.id);
  const name = el("div", "reply-quote-name", sender.name);
  name.style.color = colorFor(sender.id);
  quote.append(name, el("div", "reply-quote-text", message.quote ? message.quote.text : messagePreview(original)));
  quote.addEventListener("click", () => {
    const target = document.querySelector(`#messages [data-message-id="${original.message_id}"]`);
    if (target && chatId === state.chatId) {
      target.scrollIntoView({ block: "center", behavior: "smooth" });
      target.classList.add("flash");
      setTimeout(() => target.classList.remove("flash"), 1200);
    }
  });
  return quote;
}

function renderPoll(message) {
  const poll = message.poll;
  const box = el("div", `poll${poll.is_closed ? " closed" : ""}`);
  box.dataset.pollId = poll.id;
  box.append(el("div", "poll-question", poll.question));
  const kind = poll.is_closed ? "Final results" : `${poll.is_anonymous === false ? "Public" : "Anonymous"} ${poll.type === "quiz" ? "quiz" : "poll"}`;
  box.append(el("div", "poll-kind", poll.allows_multiple_answers && !poll.is_closed ? `${kind} · several answers` : kind));
  const total = poll.total_voter_count || 0;
  const mine = state.myVotes.get(`${poll.id}:${state.me}`) || [];
  const picked = new Set();
  poll.options.forEach((option, index) => {
    const button = el("button", `poll-option${mine.includes(index) ? " chosen" : ""}`);
    button.type = "button";
    button.dataset.optionIndex = String(index);
    button.disabled = Boolean(poll.is_closed);
    const share = total ? Math.round((100 * (option.voter_count || 0)) / total) : 0;
    const bar = el("div", "poll-bar");
    bar.style.width = `calc((100% - 26px) * ${share / 100})`;
    const row = el("div", "poll-row");
    row.append(el("span", "poll-check", mine.includes(index) ? "✓" : ""), el("span", "poll-text", option.text),
      el("span", "poll-count", String(option.voter_count || 0)));
    button.append(row, bar);
    button.title = `${share}%`;
    button.addEventListener("click", () => {
      if (poll.allows_multiple_answers) {
        if (picked.has(index)) picked.delete(index); else picked.add(index);
        button.classList.toggle("picked", picked.has(index));
      } else {
        vote(poll, [index]);
      }
    });
    box.append(button);
  });
  const foot = el("div", "poll-foot");
  foot.append(el("span", "poll-total", `${total} ${total === 1 ? "vote" : "votes"}`));
  if (!poll.is_closed && poll.allows_multiple_answers) {
    const submit = el("button", "poll-submit", "Vote");
    submit.type = "button";
    submit.addEventListener("click", () => picked.size && vote(poll, [...picked].sort((a, b) => a - b)));
    foot.append(submit);
  }
  if (!poll.is_closed && mine.length) {
    const retract = el("button", "poll-retract", "Retract vote");
    retract.type = "button";
    retract.addEventListener("click", () => vote(poll, []));
    foot.append(retract);
  }
  box.append(foot);
  return box;
}

function renderKeyboard(chatId, message) {
  const keyboard = el("div", "inline-keyboard");
  for (const row of message.reply_markup.inline_keyboard) {
    const line = el("div", "kb-row");
    for (const button of row) {
      const node = el("button", `kb-button${button.url ? " kb-url" : ""}`, button.text);
      node.type = "button";
      node.addEventListener("click", () => pressButton(chatId, message, button));
      line.append(node);
    }
    keyboard.append(line);
  }
  return keyboard;
}

function largestPhoto(sizes) {
  return sizes.reduce((best, size) => ((size.width || 0) * (size.height || 0) >= (best.width || 0) * (best.height || 0) ? size : best), sizes[0]);
}

function renderMessage(chatId, message) {
  const service = serviceText(message);
  if (service !== null && !message.text && !message.poll && !message.photo) {
    const row = el("div", "msg-row service");
    row.dataset.messageId = keyOf(message);
    row.append(el("div", "service-pill", service));
    return row;
  }
  const sender = senderOf(message);
  const own = message.from && message.from.id === state.me && !sender.bot;
  const chat = state.chats.get(chatId);
  const row = el("div", `msg-row ${own ? "own" : "other"}${sender.bot ? " bot" : ""}`);
  row.dataset.messageId = keyOf(message);
  if (message.ephemeral_message_id) row.classList.add("ephemeral");
  const showAvatar = !own && chat && chat.type !== "private";
  if (showAvatar) row.append(sender.bot ? botAvatar() : avatar(sender.name, sender.id));
  const column = el("div", "msg-column");
  const bubble = el("div", `bubble${message.photo && !message.caption ? " media-only" : ""}${message.poll ? " has-poll" : ""}`);
  if (!own && chat && chat.type !== "private") {
    const name = el("div", "sender", sender.name);
    name.style.color = colorFor(sender.id);
    if (sender.bot) name.append(el("span", "bot-badge", "bot"));
    bubble.append(name);
  }
  if (message.forward_origin || message.forward_from) {
    const origin = message.forward_origin;
    const from = origin ? (origin.sender_user ? displayName(origin.sender_user) : origin.sender_user_name || origin.chat?.title || "someone") : displayName(message.forward_from);
    bubble.append(el("div", "forwarded", `Forwarded from ${from}`));
  }
  if (message.reply_to_message) bubble.append(renderReplyQuote(message, chatId));
  if (message.photo && message.photo.length) {
    const image = el("img", "photo");
    image.alt = message.caption || "photo";
    image.addEventListener("load", () => scrollToBottom(false));
    image.src = `/sandbox/files/${encodeURIComponent(largestPhoto(message.photo).file_id)}`;
    bubble.append(image);
  }
  if (message.document) {
    const doc = el("a", "document", `📎 ${message.document.file_name || "file"}`);
    doc.href = `/sandbox/files/${encodeURIComponent(message.document.file_id)}`;
    doc.target = "_blank";
    bubble.append(doc);
  }
  if (message.poll) bubble.append(renderPoll(message));
  const body = message.text ?? message.caption;
  if (body) {
    const text = el("div", "text");
    text.append(renderEntities(body, message.text !== undefined ? message.entities : message.caption_entities));
    bubble.append(text);
  } else if (!message.photo && !message.poll && !message.document) {
    bubble.append(el("div", "text unsupported", message.dice ? `${message.dice.emoji} ${message.dice.value}` : "[unsupported message]"));
  }
  const meta = el("div", "meta");
  // Telegram marks a message seen by one member only; so does the playground.
  if (message.ephemeral_message_id) meta.append(el("span", "ephemeral-mark", "👁 видно только вам"));
  if (message.edit_date) meta.append(el("span", "edited", "edited"));
  const time = el("time", null, formatTime(message.date));
  time.title = new Date(message.date * 1000).toLocaleString();
  meta.append(time);
  bubble.append(meta);
  const reply = el("button", "reply-action", "↩");
  reply.type = "button";
  reply.title = "Reply";
  reply.addEventListener("click", () => setReply(message));
  column.append(bubble);
  if (message.reply_markup && message.reply_markup.inline_keyboard && message.reply_markup.inline_keyboard.length) {
    column.append(renderKeyboard(chatId, message));
  }
  row.append(column, reply);
  return row;
}

function renderKey(message) {
  // Who "me" is changes which side a bubble sits on and which poll options are ticked.
  const vote = message.poll ? state.myVotes.get(`${message.poll.id}:${state.me}`) : null;
  return `${state.me}|${JSON.stringify(vote)}|${JSON.stringify(message)}`;
}

function renderMessages(force) {
  const container = document.getElementById("messages");
  const chatId = state.chatId;
  const store = state.messages.get(chatId) || new Map();
  const ordered = [...store.values()].sort((a, b) => (a._order ?? a.message_id) - (b._order ?? b.message_id));
  const existing = new Map();
  for (const node of container.querySelectorAll(":scope > [data-message-id]")) existing.set(node.dataset.messageId, node);
  let previous = null;
  ordered.forEach((message, index) => {
    const key = renderKey(message);
    let node = existing.get(keyOf(message));
    if (!node || force || node.dataset.key !== key) {
      const fresh = renderMessage(chatId, message);
      fresh.dataset.key = key;
      if (node) node.replaceWith(fresh);
      node = fresh;
    }
    existing.delete(keyOf(message));
    // Keep Telegram order (by message id) whatever order nodes came in.
    const expectedNext = previous ? previous.nextSibling : container.firstChild;
    if (node !== expectedNext) container.insertBefore(node, expectedNext);
    // Telegram groups a sender's consecutive messages: name on the first, avatar on the last.
    node.classList.toggle("group-first", !sameSender(ordered[index - 1], message));
    node.classList.toggle("group-last", !sameSender(message, ordered[index + 1]));
    previous = node;
  });
  for (const node of existing.values()) node.remove(); // deleted messages are gone
  if (!ordered.length && !container.querySelector(".empty")) {
    container.append(el("div", "empty", "No messages here yet"));
  } else if (ordered.length) {
    container.querySelector(".empty")?.remove();
  }
  scrollToBottom(false);
}

function sameSender(a, b) {
  if (!a || !b || serviceText(a) !== null || serviceText(b) !== null) return false;
  return senderOf(a).id === senderOf(b).id && Math.abs(b.date - a.date) < 300;
}

function scrollToBottom(always) {
  const container = document.getElementById("messages");
  if (always) state.stick = true;
  if (state.stick) container.scrollTop = container.scrollHeight;
}

function setReply(message) {
  state.replyTo = message;
  const bar = document.getElementById("reply-bar");
  bar.hidden = !message;
  if (message) {
    document.getElementById("reply-bar-name").textContent = senderOf(message).name;
    document.getElementById("reply-bar-snippet").textContent = messagePreview(message).slice(0, 120);
    document.getElementById("composer-input").focus();
  }
}

// ---------- rendering: API calls panel ----------

function callSummary(call) {
  const params = call.params || {};
  const parts = [];
  if (params.chat_id !== undefined) parts.push(`chat ${params.chat_id}`);
  if (params.message_id !== undefined) parts.push(`msg ${params.message_id}`);
  const text = params.text ?? params.question ?? params.caption;
  if (text !== undefined) parts.push(String(text).replace(/\s+/g, " ").slice(0, 60));
  else if (call.method === "answerCallbackQuery") parts.push("(no notice)");
  if (!call.ok && call.description) parts.push(call.description);
  return parts.join(" · ");
}

function formatClock(at) {
  if (!at) return "";
  const date = typeof at === "number" ? new Date(at * 1000) : new Date(at);
  if (Number.isNaN(date.getTime())) return "";
  return date.toTimeString().slice(0, 8);
}

function renderCalls(calls) {
  const list = document.getElementById("call-list");
  const showPolling = document.getElementById("show-polling").checked;
  for (const call of calls) {
    const flood = call.error_code === 429;
    if (flood) state.floodCount += 1;
    // The bot long-polls getUpdates all the time: those rows would drown the rest.
    if (call.method === "getUpdates" && call.ok && !showPolling) continue;
    const item = el("li", `call-row${call.ok ? "" : " failed"}${flood ? " flood" : ""}`);
    item.dataset.method = call.method;
    item.dataset.seq = String(call.seq);
    const head = el("div", "call-head");
    head.append(el("span", "call-time", formatClock(call.at)), el("span", "call-method", call.method),
      el("span", "call-status", call.ok ? "ok" : String(call.error_code || "error")));
    item.append(head, el("div", "call-summary", callSummary(call)));
    const details = el("pre", "call-params", JSON.stringify(call.params, null, 1));
    details.hidden = true;
    item.append(details);
    item.addEventListener("click", () => { details.hidden = !details.hidden; });
    list.append(item);
  }
  while (list.children.length > MAX_CALL_ROWS) list.firstChild.remove();
  const badge = document.getElementById("flood-count");
  badge.hidden = state.floodCount === 0;
  badge.textContent = `${state.floodCount} × 429`;
  list.scrollTop = list.scrollHeight;
}

// ---------- notices ----------

let toastTimer = null;
function showToast(text, kind) {
  const toast = document.getElementById("toast");
  toast.textContent = text;
  toast.className = kind || "info";
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { toast.hidden = true; }, 3500);
}

function showAlert(text) {
  const bot = state.roster.bot;
  document.getElementById("alert-title").textContent = bot ? displayName(bot) : "Bot";
  document.getElementById("alert-text").textContent = text;
  document.getElementById("alert").hidden = false;
  document.getElementById("alert-ok").focus();
}

// ---------- wiring ----------

function autoGrow(textarea) {
  textarea.style.height = "auto";
  textarea.style.height = `${Math.min(textarea.scrollHeight, 160)}px`;
}

function wire() {
  document.getElementById("user-picker").addEventListener("change", (event) => switchUser(Number(event.target.value)));
  document.getElementById("add-user").addEventListener("click", addUser);
  const input = document.getElementById("composer-input");
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      submitComposer();
    }
  });
  input.addEventListener("input", () => autoGrow(input));
  const messages = document.getElementById("messages");
  messages.addEventListener("scroll", () => {
    state.stick = messages.scrollHeight - messages.scrollTop - messages.clientHeight < 40;
  });
  document.getElementById("composer").addEventListener("submit", (event) => { event.preventDefault(); submitComposer(); });
  document.getElementById("reply-cancel").addEventListener("click", () => setReply(null));
  document.getElementById("alert-ok").addEventListener("click", () => { document.getElementById("alert").hidden = true; });
  document.getElementById("toggle-calls").addEventListener("click", () => document.body.classList.toggle("calls-hidden"));
}

async function main() {
  wire();
  try {
    await loadRoster();
  } catch (err) {
    showToast(`The playground server does not answer: ${err.message}`, "error");
  }
  await refresh();
  scrollToBottom(true);
  startLoops();
  document.body.dataset.ready = "true";
}

main();
