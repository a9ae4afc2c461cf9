// `npm run screening:report`: the screening rules of packages/shared (issue 22 item 3) on the Kenyan
// adverts of screening/cases.ts: each advert's verdict and the rules it tripped, then precision (of the
// adverts held, how many were scams) and recall (of the scams, how many were held).
import { SCREENING_CASES } from '../packages/shared/src/screening/cases.ts';
import { screeningScore, screenJob } from '../packages/shared/src/screening/rules.ts';

for (const c of SCREENING_CASES) {
  const rules = screenJob(c.job);
  const right = rules.length > 0 === c.scam;
  console.info(
    `${right ? 'right' : 'WRONG'}  ${c.scam ? 'scam   ' : 'genuine'}  ${c.name}${rules.length ? `  [${rules.join(', ')}]` : ''}`,
  );
}
const score = screeningScore(SCREENING_CASES);
const scams = SCREENING_CASES.filter((c) => c.scam).length;
console.info(
  `\n${SCREENING_CASES.length} adverts (${scams} scams, ${SCREENING_CASES.length - scams} genuine): ` +
    `${score.truePositives} scams held, ${score.falseNegatives} scams missed, ${score.falsePositives} genuine held`,
);
console.info(`precision ${(score.precision * 100).toFixed(1)}%  recall ${(score.recall * 100).toFixed(1)}%`);
