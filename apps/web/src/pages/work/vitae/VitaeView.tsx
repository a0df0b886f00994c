import {
  vitaeEnumWord as e,
  vitaeWord as w,
  type Language,
  type VitaeExperience,
  type VitaeInfo,
  type VitaeSnapshot,
} from '@acsc/shared';
import './vitae.css';

/** What VitaeView draws: a member's CV (vitae/get) or the snapshot an application keeps (VitaeSnapshot). */
export type VitaeDocument = Pick<VitaeSnapshot, 'info' | 'photo' | 'experience'>;

const when = (start: string, end: string | null, lang: Language) => `${start} – ${end ?? w('present', lang)}`;

function salary(info: VitaeInfo, lang: Language) {
  const { salaryMin: a, salaryMax: b, currency } = info.wish;
  if (a === null && b === null) return w('negotiable', lang);
  return `${[a, b].filter((v) => v !== null).join(' – ')} ${currency}`;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function Entry({ x, lang }: { x: VitaeExperience; lang: Language }) {
  return (
    <div className="vitae-view__entry">
      <div className="vitae-view__what">
        {x.organization} · {x.role}
      </div>
      <div className="vitae-view__when">
        {e(x.kind, lang)} · {when(x.start, x.end, lang)}
      </div>
      {x.description && <p className="vitae-view__desc">{x.description}</p>}
    </div>
  );
}

/**
 * A CV as an employer sees it (issue 32): the member's words as written, the labels in `lang`. The CV page
 * shows the member's own; the console shows an application's snapshot with it (what the employer saw).
 */
export function VitaeView({ cv, lang }: { cv: VitaeDocument; lang: Language }) {
  const { info } = cv;
  const main = info.nameKm || info.nameLatin || info.nameZh;
  const others = [info.nameLatin, info.nameZh].filter((n) => n && n !== main);
  return (
    <article className="vitae-view" data-testid="vitae-view">
      <header className="vitae-view__head">
        {cv.photo && <img src={cv.photo} alt="" width={84} height={84} />}
        <div>
          <h2 className="vitae-view__name">{main || '—'}</h2>
          {others.length > 0 && <div className="vitae-view__names">{others.join(' · ')}</div>}
        </div>
      </header>
      <section>
        <h3>{w('personal', lang)}</h3>
        <dl>
          <Row label={w('gender', lang)} value={info.gender && e(info.gender, lang)} />
          <Row label={w('birthDate', lang)} value={info.birthDate} />
          <Row label={w('nationality', lang)} value={info.nationality} />
          <Row label={w('city', lang)} value={info.city} />
          <Row label={w('phone', lang)} value={info.phone} />
          <Row label={w('email', lang)} value={info.email} />
        </dl>
      </section>
      {(info.wish.type || info.wish.city) && (
        <section>
          <h3>{w('wish', lang)}</h3>
          <dl>
            <Row label={w('wishType', lang)} value={info.wish.type && e(info.wish.type, lang)} />
            <Row label={w('wishCity', lang)} value={info.wish.city} />
            <Row label={w('salary', lang)} value={salary(info, lang)} />
          </dl>
        </section>
      )}
      {info.summary && (
        <section>
          <h3>{w('summary', lang)}</h3>
          <p className="vitae-view__desc">{info.summary}</p>
        </section>
      )}
      {cv.experience.length > 0 && (
        <section>
          <h3>{w('experience', lang)}</h3>
          {cv.experience.map((x) => (
            <Entry key={x.id} x={x} lang={lang} />
          ))}
        </section>
      )}
      {info.education.length > 0 && (
        <section>
          <h3>{w('education', lang)}</h3>
          {info.education.map((x, i) => (
            <div className="vitae-view__entry" key={i}>
              <div className="vitae-view__what">{x.school}</div>
              <div>{[e(x.degree, lang), x.major].filter(Boolean).join(' · ')}</div>
              <div className="vitae-view__when">{when(x.start, x.end, lang)}</div>
            </div>
          ))}
        </section>
      )}
      {info.languages.length > 0 && (
        <section>
          <h3>{w('languages', lang)}</h3>
          <ul>
            {info.languages.map((l) => (
              <li key={l.language}>
                {e(l.language, lang)}: {e(l.level, lang)}
                {l.hsk ? ` (HSK ${l.hsk})` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {info.skills.length > 0 && (
        <section>
          <h3>{w('skills', lang)}</h3>
          <div className="vitae-view__skills">
            {info.skills.map((s) => (
              <span key={s}>{s}</span>
            ))}
          </div>
        </section>
      )}
      {info.certificates.length > 0 && (
        <section>
          <h3>{w('certificates', lang)}</h3>
          <ul>
            {info.certificates.map((c, i) => (
              <li key={i}>{[c.name, c.issuer, c.date].filter(Boolean).join(' · ')}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
