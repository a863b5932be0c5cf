import { policyTexts } from '../../i18n/policies';
import { PolicyPageView } from './PolicyPageView';

/** /privacy: what QuestLearn keeps, why, for how long, who sees it, and the choices each person has. */
export function PrivacyPolicyPage() {
  return <PolicyPageView page={policyTexts.privacy} path="/privacy" />;
}
