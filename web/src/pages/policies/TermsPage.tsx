import { policyTexts } from '../../i18n/policies';
import { PolicyPageView } from './PolicyPageView';

/** /terms: the rules for using QuestLearn. */
export function TermsPage() {
  return <PolicyPageView page={policyTexts.terms} path="/terms" />;
}
