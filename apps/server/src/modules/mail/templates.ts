// Turns a queued mail (template + parameters) into its subject, plain text and branded HTML, in the
// recipient's language. Rendering happens at send time, so a mail follows the member's latest language.
import {
  LANGUAGES,
  MODERATION_DECISION_KINDS,
  PAYMENT_CREDIT_VALIDITY_DAYS,
  PREMIUM_PRICE_USD,
  formatPriceUsd,
  type Language,
  type NotificationEvent,
} from '@affinia/contract';
import { MAIL_TEXTS } from './texts.js';

export const MAIL_TEMPLATES = [
  'confirm_email',
  'change_email',
  'email_change_notice',
  'password_reset',
  'password_changed',
  'sign_in_link',
  'new_match',
  'new_message',
  'reply_waiting',
  'ratings_published',
  'message_digest',
  'moderation_decision',
  'payment_receipt',
  'new_arrival',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Notification mails, each switched off by its own setting (and its own unsubscribe link). */
export const NOTIFICATION_OF: Partial<Record<MailTemplate, NotificationEvent>> = {
  new_match: 'match',
  new_message: 'message',
  reply_waiting: 'reply_waiting',
  ratings_published: 'rated',
  message_digest: 'message',
  // "Préviens-moi" follows the new-match switches (decision 043): an arrival is a match to be.
  new_arrival: 'match',
};

export type RenderContext = {
  /** The recipient's first name as on their profile. */
  name: string;
  language: string;
  publicOrigin: string;
  /** One-click unsubscribe address (notifications only). */
  unsubscribeUrl?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

type Body = {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** Why the mail came, when it is not "you have an account" (a receipt sent before sign-up). */
  footer?: string;
};

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'fr';

function body(template: MailTemplate, params: Record<string, string>, ctx: RenderContext): Body {
  const t = MAIL_TEXTS[asLanguage(ctx.language)];
  const origin = ctx.publicOrigin;
  const param = (key: string) => params[key] ?? '';
  switch (template) {
    case 'confirm_email':
      return {
        subject: t.confirmEmail.subject,
        paragraphs: [t.confirmEmail.intro],
        action: { label: t.confirmEmail.action, url: param('link') },
        after: [t.confirmEmail.validity],
      };
    case 'change_email':
      return {
        subject: t.changeEmail.subject,
        paragraphs: [t.changeEmail.intro],
        action: { label: t.changeEmail.action, url: param('link') },
        after: [t.changeEmail.validity],
      };
    case 'email_change_notice':
      return {
        subject: t.emailChangeNotice.subject,
        paragraphs: [t.emailChangeNotice.intro(param('new_email')), t.emailChangeNotice.notYou],
      };
    case 'password_reset':
    case 'sign_in_link': {
      // The two links that open the account: the same mail, its own words.
      const words = template === 'password_reset' ? t.passwordReset : t.signInLink;
      return {
        subject: words.subject,
        paragraphs: [words.intro],
        action: { label: words.action, url: param('link') },
        after: [words.validity, words.notYou],
      };
    }
    case 'password_changed':
      return {
        subject: t.passwordChanged.subject,
        paragraphs: [t.passwordChanged.intro, t.passwordChanged.notYou],
        action: { label: t.passwordChanged.action, url: `${origin}/auth?forgot=1` },
      };
    case 'new_match':
      return {
        subject: t.newMatch.subject(param('other_name')),
        paragraphs: [t.newMatch.intro(param('other_name'))],
        action: { label: t.newMatch.action, url: `${origin}/matches` },
      };
    case 'new_message':
      return {
        subject: t.newMessage.subject(param('sender_name')),
        paragraphs: [t.newMessage.intro(param('sender_name'))],
        action: { label: t.newMessage.action, url: `${origin}/chat/${encodeURIComponent(param('match_id'))}` },
      };
    case 'reply_waiting':
      return {
        subject: t.replyWaiting.subject(param('other_name')),
        paragraphs: [t.replyWaiting.intro(param('other_name'))],
        action: { label: t.replyWaiting.action, url: `${origin}/chat/${encodeURIComponent(param('match_id'))}` },
      };
    case 'message_digest':
      return {
        subject: t.messageDigest.subject(Number(param('messages'))),
        paragraphs: [t.messageDigest.intro(Number(param('messages')), Number(param('conversations')))],
        action: { label: t.messageDigest.action, url: `${origin}/matches` },
      };
    case 'moderation_decision': {
      const m = t.moderationDecision;
      const action = MODERATION_DECISION_KINDS.find((a) => a === param('action')) ?? 'warn';
      const ground = param('ground') === 'illegal_content' ? 'illegal_content' : 'terms';
      return {
        subject: m.subject[action],
        paragraphs: [
          action === 'suspend' ? m.intro.suspend(param('until')) : m.intro[action],
          `${m.statementLabel} ${param('statement')}`,
          `${m.groundLabel} ${m.grounds[ground]}.`,
          m.human,
          m.redress,
        ],
        action: { label: m.action, url: `${origin}/terms` },
      };
    }
    case 'payment_receipt': {
      const r = t.paymentReceipt;
      const paidAt = new Date(param('paid_at'));
      const date = Number.isNaN(paidAt.getTime())
        ? param('paid_at')
        : `${new Intl.DateTimeFormat(r.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(paidAt)} UTC`;
      return {
        subject: r.subject,
        paragraphs: [
          r.intro,
          r.product,
          `${r.amountLabel} ${formatPriceUsd(PREMIUM_PRICE_USD, asLanguage(ctx.language))}`,
          `${r.dateLabel} ${date}`,
          `${r.referenceLabel} ${param('reference')}`,
          r.restore(PAYMENT_CREDIT_VALIDITY_DAYS),
        ],
        action: { label: r.action, url: param('link') },
        footer: r.footer,
      };
    }
    case 'new_arrival':
      return {
        subject: t.newArrival.subject,
        paragraphs: [t.newArrival.intro],
        action: { label: t.newArrival.action, url: `${origin}/discover` },
        after: [t.newArrival.stop],
      };
    case 'ratings_published':
      return {
        subject: t.ratingsPublished.subject,
        paragraphs: [t.ratingsPublished.intro],
        action: { label: t.ratingsPublished.action, url: `${origin}/dashboard` },
      };
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(template: MailTemplate, params: Record<string, string>, ctx: RenderContext): RenderedMail {
  const t = MAIL_TEXTS[asLanguage(ctx.language)];
  const b = body(template, params, ctx);
  const greeting = t.greeting(ctx.name);
  const text = [
    greeting,
    '',
    ...b.paragraphs.flatMap((p) => [p, '']),
    ...(b.action ? [`${b.action.label} : ${b.action.url}`, ''] : []),
    ...(b.after ?? []).flatMap((p) => [p, '']),
    t.signature,
    '',
    '--',
    b.footer ?? t.footerReason,
    ...(ctx.unsubscribeUrl ? [`${t.unsubscribe} : ${ctx.unsubscribeUrl}`] : []),
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = b.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(b.action.url)}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(b.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all">${escapeHtml(b.action.url)}</p>`
    : '';
  const unsubscribe = ctx.unsubscribeUrl
    ? `<br><a href="${escapeHtml(ctx.unsubscribeUrl)}" style="color:#52525b">${escapeHtml(t.unsubscribe)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${asLanguage(ctx.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(b.subject)}</title></head>
<body style="margin:0;padding:0;background:#fff1f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:linear-gradient(135deg,#e11d48,#7c3aed);background-color:#be123c;color:#ffffff;border-radius:12px 12px 0 0;padding:16px 24px;font-size:22px;font-weight:bold">Affinia</div>
<div style="background:#ffffff;border-radius:0 0 12px 12px;padding:24px">
${p(greeting)}
${b.paragraphs.map(p).join('\n')}
${button}
${(b.after ?? []).map(p).join('\n')}
${p(t.signature)}
</div>
<p style="font-size:12px;color:#52525b;line-height:1.5;margin:16px 0 0">${escapeHtml(b.footer ?? t.footerReason)}${unsubscribe}</p>
</div></body></html>`;
  return { subject: b.subject, text, html };
}
