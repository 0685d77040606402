/**
 * Privacy policy in English — a translation of privacy-de.tsx (the German text is binding).
 */
import { Link } from "react-router";
import { PRODUCT_NAME } from "#shared/constants";
import { OSM_COPYRIGHT_URL } from "#web/lib/site";
import { Placeholder } from "../components/legal-article";
import { OperatorAddress, OperatorContact } from "./operator";
import { StorageTable } from "./storage-table";

export function PrivacyEn() {
  return (
    <div>
      <p className="mt-0!">
        This notice tells you which personal data {PRODUCT_NAME} processes, why, for how long, and what your
        rights are. We collect only what each feature needs. There are no ads, no tracking and no analytics
        services.
      </p>

      <h2>1. Controller</h2>
      <OperatorAddress language="en" />
      <OperatorContact language="en" />
      <p>
        We have not appointed a data protection officer, as we are not required to.{" "}
        <Placeholder>if one is appointed: name and contact of the data protection officer</Placeholder>
      </p>

      <h2>2. Visiting the website and server logs</h2>
      <p>
        With every request our server processes technically necessary data: IP address, date and time, the
        address requested, status code, amount of data sent and your browser's identifier (user agent). It is
        kept in server logs to keep the service running, find errors and fend off attacks, and deleted after
        at most <Placeholder>14</Placeholder> days. To prevent abuse the server also briefly counts requests
        per IP address (a per-minute limit); this counter is not stored permanently. Legal basis: our
        legitimate interest in secure operation (Art. 6(1)(f) GDPR).
      </p>
      <p>
        The website is hosted by <Placeholder>name and address of the hosting provider</Placeholder> under a
        data processing agreement (Art. 28 GDPR).
      </p>

      <h2>3. Account and sign-in</h2>
      <p>
        For an account we store your e-mail address, your password (only as a secure hash, never in plain
        text), whether you confirmed the address, and when you signed up. If you sign in with Google or Apple,
        we receive your e-mail address, your name and an account identifier from them. For every sign-in we
        store a session with IP address and browser identifier, so you stay signed in and suspicious sign-ins
        can be spotted; sessions expire after 7 days without use. To confirm your address we send you an
        e-mail with a link. Legal basis: performance of the contract of use (Art. 6(1)(b) GDPR). The data is
        kept until you have your account deleted.
      </p>

      <h2>4. Profile and favourites</h2>
      <p>
        You may add a name, where you live, a short text about yourself and – as a parent – your children's
        ages. We also store your role (parent, provider, admin) and the places and courses you save as
        favourites. Your children's ages are voluntary; they help find suitable activities. Legal basis: Art.
        6(1)(b) GDPR.
      </p>

      <h2>5. Community posts</h2>
      <p>
        When you publish a tip, question or review, we store the text, an optional photo, the kind of post,
        the time, and your account identifier and e-mail address as its author. Others see only the part of
        your e-mail address before the @ sign as the author's name – if in doubt, use an address that does not
        give you away. Comments and reports of posts are stored with your account identifier. Posts are
        visible to everyone until you or an admin delete them. Legal basis: Art. 6(1)(b) GDPR.
      </p>

      <h2>6. Suggestions of places and courses</h2>
      <p>
        When you suggest a place or a course, we store what you entered (name, description, type, features,
        address or location, schedule, booking link), the coordinates of the address you picked and the
        Stadtteil they lie in, an optional photo, your account identifier and your profile name (or else your
        display name or e-mail address), and the review status. Admins see these details to review the
        suggestion; accepted suggestions are published as a place or course without your data. Legal basis:
        Art. 6(1)(b) GDPR.
      </p>

      <h2>7. Photos</h2>
      <p>
        Uploaded photos are re-encoded on the server, which removes all embedded metadata such as camera, time
        taken and GPS position. Photos that are uploaded but not used in a post or suggestion are deleted
        after 24 hours.
      </p>

      <h2>8. Feedback and survey</h2>
      <p>
        You can send feedback and survey answers without an account. We store the text or the options you
        chose, the time, your e-mail address only if you give it (for signed-in users it is prefilled and can
        be removed) and, for signed-in users, the account identifier. We use this to improve {PRODUCT_NAME}{" "}
        and to answer you if you wish. Legal basis: Art. 6(1)(f) GDPR (improving our service), or (b) where
        you ask for an answer.
      </p>

      <h2>9. Address search</h2>
      <p>
        When you type in an address field, your browser sends the text to our server, which suggests matching
        Hamburg Stadtteile and addresses. By default this happens entirely on our server.{" "}
        <Placeholder>
          If the operator switches on an external geocoding service (e.g. Photon, Nominatim or Google Places):
          its name and seat, a note that the search text is passed on – without your IP address, as the
          request comes from our server – and any transfer to third countries
        </Placeholder>
      </p>

      <h2>10. What your browser stores</h2>
      <p>
        {PRODUCT_NAME} sets no advertising or tracking cookies. For the app to work, your browser keeps the
        following entries. They are strictly necessary for the features you ask for (§ 25(2) no. 2 TDDDG) and
        stay on your device – except the cookies, which your browser sends to our server.
      </p>
      <StorageTable language="en" />
      <p>
        You can delete this data at any time in your browser's settings or with the button at the end of this
        page.
      </p>

      <h2 id="offene-daten">11. Open data and its licences</h2>
      <p>Most places in {PRODUCT_NAME} come from open data:</p>
      <ul>
        <li>
          Map data and places: © <a href={OSM_COPYRIGHT_URL}>OpenStreetMap contributors</a>, licensed under
          the <a href="https://opendatacommons.org/licenses/odbl/1-0/">Open Database License (ODbL) 1.0</a>.
          The database derived from it is under the ODbL as well.
        </li>
        <li>
          Stadtteil and Bezirk boundaries: Freie und Hansestadt Hamburg, Landesbetrieb Geoinformation und
          Vermessung (LGV), "ALKIS Verwaltungsgrenzen", licensed under the{" "}
          <a href="https://www.govdata.de/dl-de/by-2-0">Data licence Germany – attribution – version 2.0</a>,
          processed by Open Data Product; simplified by us.
        </li>
        <li>
          Descriptions of some parks: Freie und Hansestadt Hamburg (Parkanlagen, 2016), Data licence Germany –
          attribution – version 2.0.
        </li>
      </ul>
      <p>This data contains no personal data about you.</p>

      <h2>12. Recipients</h2>
      <p>
        We do not sell data or pass it on for advertising. The only recipients are our hosting and e-mail
        providers as processors (<Placeholder>name of the e-mail provider</Placeholder>) and – if you sign in
        that way – Google or Apple for the sign-in. All other data is processed on servers in{" "}
        <Placeholder>country, e.g. Germany</Placeholder>.
      </p>

      <h2>13. Your rights</h2>
      <p>You have the right</p>
      <ul>
        <li>to access the data stored about you (Art. 15 GDPR),</li>
        <li>to have incorrect data corrected (Art. 16 GDPR),</li>
        <li>to erasure (Art. 17 GDPR) and to restriction of processing (Art. 18 GDPR),</li>
        <li>to data portability (Art. 20 GDPR),</li>
        <li>
          to object to processing based on legitimate interests (Art. 21 GDPR) and to withdraw consent at any
          time (Art. 7(3) GDPR),
        </li>
        <li>
          to lodge a complaint with a supervisory authority (Art. 77 GDPR), for example the Hamburg
          Commissioner for Data Protection and Freedom of Information, Ludwig-Erhard-Straße 22, 20459 Hamburg.
        </li>
      </ul>
      <p>
        Just send us an e-mail. You can change your profile details yourself at any time in your{" "}
        <Link to="/profile">profile</Link>. There is no automated decision-making or profiling.
      </p>
    </div>
  );
}
