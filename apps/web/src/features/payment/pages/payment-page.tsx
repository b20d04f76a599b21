// /payment, /payment/success and /payment/cancel: one screen (spec section 2). Without `session_id` it
// offers the 10$ Premium sign-up and sends the browser to the checkout page; with it, it polls the
// payment status, and once paid asks the server whether the credit is still unused before keeping the
// session id as the credit the sign-up form redeems, then goes to /auth?mode=signup after 2 s (unless the
// person is busy with the restore link). Opened in any browser, the same address restores the credit
// there: it is the restore link the screen shows and the receipt mail carries (decision 027).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  PAYMENT_POLL_MAX_ATTEMPTS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  PREMIUM_PRICE_USD,
  formatPriceUsd,
} from '@affinia/contract';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { clearPaymentCredit, getPaymentCredit, storePaymentCredit } from '../../../lib/payment-credit';
import { freePlacesLeft, offersFreePlaces, useOffer } from '../../../lib/offer';
import { useCreateCheckout } from '../api/create-checkout';
import { usePaymentVerification, type PaymentVerification } from '../api/get-payment-status';
import { usePaymentCredit } from '../api/get-payment-credit';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  CheckIcon,
  ClockIcon,
  HeartIcon,
  LockIcon,
} from '../../../components/ui/icons';
import { errorDescription, toUserMessage } from '../../../lib/user-message';

const BENEFITS = ['matching', 'chat', 'profile', 'support'] as const;

export default function PaymentPage() {
  const { t } = useTranslation('payment');
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const sessionId = searchParams.get('session_id');
  return (
    <PaymentFrame>
      <title>{t('meta.title')}</title>
      <meta name="robots" content="noindex" />
      {sessionId ? (
        // A new session id starts a new verification from its first attempt.
        <Verification key={sessionId} sessionId={sessionId} />
      ) : (
        <Offer cancelled={pathname === paths.paymentCancel()} />
      )}
    </PaymentFrame>
  );
}

/** A focused checkout frame: brand, language, the card, and the link home the spec asks for. */
function PaymentFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('payment');
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-br from-brand-50 via-white to-accent-50">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link to={paths.home()} aria-label={t('homeLink')} className="flex items-center gap-2 rounded-lg">
          <span className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-600 to-accent-600 text-white shadow-sm">
            <HeartIcon className="size-5" />
          </span>
          <span className="text-xl font-bold tracking-tight text-ink-900">Affinia</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-6">
        <div className="w-full max-w-lg rounded-3xl border border-ink-200 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
          {children}
        </div>
      </main>
      <footer className="pb-8 text-center">
        <Link
          to={paths.home()}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('backHome')}
        </Link>
      </footer>
    </div>
  );
}

/** The offer: what the free tier's end means, the price, the benefits and the pay button. */
function Offer({ cancelled }: { cancelled: boolean }) {
  const { t, i18n } = useTranslation('payment');
  const checkout = useCreateCheckout();
  // Stays true once the browser is on its way to the checkout page, so the button cannot be pressed twice.
  const [redirecting, setRedirecting] = useState(false);
  const [storedCredit] = useState(getPaymentCredit);
  // The price is the contract's, shared with the server that charges it; the server's answer is used
  // as soon as it is known, as for the free places this instance offers.
  const offer = useOffer();
  const price = formatPriceUsd(offer?.price_usd ?? PREMIUM_PRICE_USD, i18n.language);
  const placesLeft = freePlacesLeft(offer);

  const pay = () => {
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        const target = new URL(url, window.location.href);
        // Only a web page is a checkout page: anything else from the API is refused, not followed.
        if (target.protocol !== 'https:' && target.protocol !== 'http:') {
          toast.error(t('checkoutError'), { id: 'checkout-error' });
          return;
        }
        setRedirecting(true);
        window.location.href = target.href;
      },
      onError: (error) => {
        toast.error(t('checkoutError'), { id: 'checkout-error', description: errorDescription(error) });
      },
    });
  };

  return (
    <section aria-labelledby="payment-title">
      {cancelled && (
        <div role="status" className="mb-6 rounded-2xl border border-ink-200 bg-ink-50 p-4">
          <p className="font-semibold text-ink-900">{t('cancelled.title')}</p>
          <p className="mt-1 text-sm text-ink-600">{t('cancelled.text')}</p>
        </div>
      )}
      {storedCredit && !cancelled && (
        <div className="mb-6 rounded-2xl border border-success-600/30 bg-white p-4">
          <p className="text-sm text-ink-800">{t('storedCredit.text')}</p>
          <RestoreLink sessionId={storedCredit} className="mt-3 text-left" />
          <Link
            to={paths.auth({ mode: 'signup' })}
            className="mt-2 inline-flex rounded text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('continue')}
          </Link>
        </div>
      )}

      {/* The state of the free places as the server has it (issue 35): someone who opens /payment while
        a free place is left is told so, and how to take it, rather than that they are all gone. */}
      {placesLeft ? null : (
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t('offer.eyebrow')}</p>
      )}
      <h1 id="payment-title" className="mt-1 text-3xl font-bold tracking-tight text-ink-900">
        {t('offer.title')}
      </h1>
      {offersFreePlaces(offer) && !offer.free_places_left ? (
        <p className="mt-3 text-ink-600">{t('offer.freePlacesReached', { count: offer.free_signup_limit })}</p>
      ) : placesLeft ? (
        <p className="mt-3 text-ink-600">
          {t('offer.freePlacesLeft')}{' '}
          <Link
            to={paths.auth({ mode: 'signup' })}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('offer.freeSignUp')}
          </Link>
        </p>
      ) : null}

      <div className="mt-6 flex items-baseline gap-3 rounded-2xl bg-brand-50 px-5 py-4">
        <span className="text-4xl font-extrabold text-brand-800">{price}</span>
        <span className="font-medium text-ink-600">{t('offer.oneTime')}</span>
      </div>

      <h2 className="mt-6 font-semibold text-ink-900">{t('offer.benefitsTitle')}</h2>
      <ul className="mt-3 space-y-2.5">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 text-ink-800">
            <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-success-600 text-white">
              <CheckIcon className="size-4" />
            </span>
            {t(`offer.benefits.${benefit}`)}
          </li>
        ))}
      </ul>

      <Button
        size="lg"
        className="mt-8 w-full"
        onClick={pay}
        loading={checkout.isPending || redirecting}
        loadingLabel={t('offer.paying')}
      >
        {t('offer.pay', { price })}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-2 text-sm text-ink-600">
        <LockIcon />
        {t('offer.secure')}
      </p>
    </section>
  );
}

/** Back from the checkout page: poll, then success (redirect to sign-up) or a failure with a retry. */
function Verification({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const verification = usePaymentVerification(sessionId);
  const { recheck } = verification;
  const credit = usePaymentCredit(sessionId, verification.state.phase === 'paid');
  // Paid is not enough: the credit must still be unused (another browser may have signed up with it).
  const state: PaymentVerification | { phase: 'refused'; reason: string } =
    verification.state.phase !== 'paid'
      ? verification.state
      : credit.isError
        ? { phase: 'refused', reason: toUserMessage(credit.error) }
        : credit.isSuccess
          ? { phase: 'paid' }
          : { phase: 'checking', attempt: 1 };
  const refusedReason = state.phase === 'refused' ? state.reason : undefined;
  const signUp = paths.auth({ mode: 'signup' });
  // Someone copying the restore link is not sent away under their fingers.
  const [stay, setStay] = useState(false);

  useEffect(() => {
    const toastId = `payment-${sessionId}`;
    switch (state.phase) {
      case 'paid': {
        // The credit the sign-up form sends as `payment_session_id`; the server redeems it once.
        storePaymentCredit(sessionId);
        toast.success(t('verify.success'), { id: toastId });
        if (stay) return;
        const timer = window.setTimeout(() => void navigate(signUp), PAYMENT_SUCCESS_REDIRECT_MS);
        return () => window.clearTimeout(timer);
      }
      case 'refused':
        // A used or lapsed credit is of no use in this browser: the next sign-up is a normal one.
        if (getPaymentCredit() === sessionId) clearPaymentCredit();
        toast.error(t('restore.refused'), { id: toastId, description: refusedReason });
        break;
      case 'expired':
        toast.error(t('verify.expired'), { id: toastId });
        break;
      case 'timeout':
        toast.error(t('verify.timeout'), { id: toastId });
        break;
      case 'error':
        toast.error(t('verify.error'), { id: toastId });
        break;
    }
  }, [state.phase, refusedReason, sessionId, navigate, signUp, t, stay]);

  if (state.phase === 'checking') {
    return (
      <section aria-labelledby="payment-title" className="py-6 text-center">
        <div role="status" className="flex flex-col items-center">
          <Spinner className="size-10 text-brand-700" />
          <h1 id="payment-title" className="mt-5 text-2xl font-bold text-ink-900">
            {t('verify.checking')}
          </h1>
          <p className="mt-2 text-ink-600">
            {t('verify.attempt', { attempt: state.attempt, max: PAYMENT_POLL_MAX_ATTEMPTS })}
          </p>
        </div>
      </section>
    );
  }

  if (state.phase === 'paid') {
    return (
      <section aria-labelledby="payment-title" className="py-4 text-center">
        <div role="status" className="flex flex-col items-center">
          <span className="text-success-600">
            <CheckCircleIcon className="size-14" />
          </span>
          <h1 id="payment-title" className="mt-4 text-2xl font-bold text-ink-900">
            {t('verify.success')}
          </h1>
          <p className="mt-2 text-ink-600">{t('verify.successText')}</p>
        </div>
        <RestoreLink sessionId={sessionId} className="mt-6 text-left" onBusy={() => setStay(true)} />
        <Link to={signUp} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
          {t('continue')}
        </Link>
      </section>
    );
  }

  // A credit the server refused to restore reads like the other failures, with the server's reason.
  const failure =
    state.phase === 'refused'
      ? { title: t('restore.refused'), text: state.reason, icon: <AlertCircleIcon className="size-14" /> }
      : {
          expired: {
            title: t('verify.expired'),
            text: t('verify.expiredText'),
            icon: <ClockIcon className="size-14" />,
          },
          timeout: {
            title: t('verify.timeout'),
            text: t('verify.timeoutText'),
            icon: <ClockIcon className="size-14" />,
          },
          error: {
            title: t('verify.error'),
            text: t('verify.errorText'),
            icon: <AlertCircleIcon className="size-14" />,
          },
        }[state.phase];

  return (
    <section aria-labelledby="payment-title" className="py-4 text-center">
      <div role="alert" className="flex flex-col items-center">
        <span className="text-danger-600">{failure.icon}</span>
        <h1 id="payment-title" className="mt-4 text-2xl font-bold text-ink-900">
          {failure.title}
        </h1>
        <p className="mt-2 text-ink-600">{failure.text}</p>
      </div>
      {state.phase === 'timeout' && (
        // A slow confirmation is not a failed payment: look again before paying twice.
        <Button variant="secondary" size="lg" className="mt-6 w-full" onClick={recheck}>
          {t('verify.recheck')}
        </Button>
      )}
      <Link
        to={paths.payment()}
        className={buttonClasses({ size: 'lg', className: `${state.phase === 'timeout' ? 'mt-3' : 'mt-6'} w-full` })}
      >
        {t('verify.retry')}
      </Link>
    </section>
  );
}

/**
 * The address that restores this credit in any browser (the success page itself), to copy and keep:
 * private, and good for one sign-up. `onBusy` tells the page the person is using it.
 */
function RestoreLink({ sessionId, className, onBusy }: { sessionId: string; className?: string; onBusy?: () => void }) {
  const { t } = useTranslation('payment');
  const id = useId();
  const link = new URL(paths.paymentSuccess({ sessionId }), window.location.origin).href;
  const copy = async () => {
    onBusy?.();
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('restore.copied'), { id: 'restore-copied' });
    } catch {
      toast.error(t('restore.copyFailed'), { id: 'restore-copied' });
    }
  };
  return (
    <div className={`rounded-2xl border border-ink-200 bg-ink-50 p-4 ${className ?? ''}`} onFocusCapture={onBusy}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {t('restore.label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
        {t('restore.private')}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-ink-300 bg-white px-3 py-2 font-mono text-xs text-ink-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('restore.copy')}
        </Button>
      </div>
    </div>
  );
}
