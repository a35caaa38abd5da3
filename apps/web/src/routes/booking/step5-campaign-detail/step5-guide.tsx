import { chosenServiceIdString, guideMessagesFor } from '@salon/domain';
import type { ServiceListData } from '../shared/service-types.ts';

/**
 * The step-5 guide list (001 §2): the messages whose regex matches the chosen-service id string
 * ('1011,2011'). Regexes are data: a bad one is skipped by the domain's matcher, never thrown.
 */
export function Step5Guide({
  list,
  chosenIds,
}: {
  list: ServiceListData | undefined;
  chosenIds: readonly number[];
}) {
  const entries = list?.guideScreens.find((g) => g.step === 5)?.guideList ?? [];
  const messages = guideMessagesFor(entries, chosenServiceIdString(chosenIds));
  if (messages.length === 0) return null;
  return (
    <ul className="svc-step-guides" data-testid="step5-guide">
      {messages.map((m) => (
        <li key={m} className="svc-guide">
          {m}
        </li>
      ))}
    </ul>
  );
}
