/** Terms of service in English — a translation of terms-de.tsx (the German text is binding). */
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { CONTACT_EMAIL } from "#web/lib/site";

export function TermsEn() {
  return (
    <div>
      <h2 className="mt-0!">1. What this is about</h2>
      <p>
        {PRODUCT_NAME} is a free family guide for Hamburg. These terms govern the use of the website and app
        between you and the operator named in the <Link to="/impressum">legal notice</Link>. You can browse
        places, courses and posts without an account; favourites, posts and suggestions need one.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>Sign up with an e-mail address that belongs to you, and keep your password secret.</li>
        <li>An account is personal and cannot be transferred.</li>
        <li>
          You can have your account deleted at any time; write to{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </li>
      </ul>

      <h2>3. Your posts and suggestions</h2>
      <p>You are responsible for your tips, questions, comments, photos and suggestions. Please</p>
      <ul>
        <li>be friendly and respectful – parents help each other here;</li>
        <li>post nothing unlawful, no advertising and no spam;</li>
        <li>
          do not show recognisable children or other people without their (or their parents') consent, and
          only upload photos you hold the rights to;
        </li>
        <li>do not disclose other people's private details (addresses, phone numbers, children's names).</li>
      </ul>
      <p>
        You keep all rights to your content. You allow us to show it in {PRODUCT_NAME} free of charge, store
        it and adapt it for display (e.g. image sizes) for as long as it is published. After review we may
        take over suggestions of places and courses, in whole or in part, as entries and edit them.
      </p>

      <h2>4. Moderation</h2>
      <p>
        Admins review suggestions and may remove posts that break these terms or the law. For repeated or
        serious breaches we may block an account. You can report posts with the report function.
      </p>

      <h2>5. No guarantee of accuracy</h2>
      <p>
        Much of the information comes from open data (OpenStreetMap, Free and Hanseatic City of Hamburg) or
        from other parents. Opening hours, prices, facilities and course dates can change – please check
        important details with the provider. Course providers alone are responsible for their offers and
        bookings.
      </p>

      <h2>6. Liability</h2>
      <p>
        We are liable without limitation for intent and gross negligence and for injury to life, body or
        health. For slight negligence we are liable only for breaches of essential obligations, limited to the
        foreseeable damage typical for this kind of service. As {PRODUCT_NAME} is free of charge, the
        liability privilege for gifts applies accordingly otherwise (§ 521 German Civil Code).
      </p>

      <h2>7. Availability and changes</h2>
      <p>
        We aim for uninterrupted operation but cannot guarantee it. We may change or discontinue features. We
        announce changes to these terms to signed-in users by e-mail in good time; if you do not object within
        six weeks, they count as accepted – the announcement will point this out.
      </p>

      <h2>8. Final provisions</h2>
      <p>
        German law applies. Mandatory consumer protection rules of the country where you usually live remain
        unaffected. How we handle your data is described in the <Link to="/datenschutz">privacy policy</Link>.
      </p>
    </div>
  );
}
