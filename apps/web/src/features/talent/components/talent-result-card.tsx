import type { TalentSearchResult } from '@kweli/shared';
import { percent } from '../summaries.ts';
import { T, useT } from '../texts.ts';
import { CandidateSummary } from './candidate-summary.tsx';
import { SaveCandidateButton } from './save-candidate-button.tsx';

/**
 * One search result: the candidate, the relevance as a rounded percent (none when the search asked
 * nothing), the reasons, and Save.
 */
export function TalentResultCard({
  result,
  onSessionExpired,
}: {
  result: TalentSearchResult;
  onSessionExpired: (error: unknown) => boolean;
}) {
  const t = useT();
  return (
    <article className="card talent-card" aria-label={result.full_name}>
      <CandidateSummary candidate={result} />
      {result.relevance_score === null ? null : (
        <p className="match-score">
          <T
            k="results.match"
            values={{ percent: percent(result.relevance_score) }}
            components={[<strong key="score" />]}
          />
        </p>
      )}
      {result.match_reasons.length > 0 ? (
        <ul className="match-reasons" aria-label={t('results.whyMatches', { name: result.full_name })}>
          {result.match_reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <div className="card-actions">
        <SaveCandidateButton
          candidateId={result.id}
          name={result.full_name}
          saved={result.is_saved}
          onSessionExpired={onSessionExpired}
        />
      </div>
    </article>
  );
}
