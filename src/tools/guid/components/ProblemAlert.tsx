import { Alert } from 'antd';
import { useMessages } from '../../../app/i18n/LanguageContext';
import type { GenerationProblem } from '../generatedList';
import { guidMessages, problemMessage } from '../guidMessages';

/** Why the IDs (or the layout they need) cannot be made, in words; nothing when they can. */
export function ProblemAlert({ problem }: { problem: GenerationProblem | undefined }) {
  const t = useMessages(guidMessages);
  if (!problem) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={problemMessage(t, problem.code, problem.params)}
      style={{ marginBottom: 12 }}
    />
  );
}
