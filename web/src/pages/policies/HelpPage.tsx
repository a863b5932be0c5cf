import { policyTexts } from '../../i18n/policies';
import { PolicyPageView } from './PolicyPageView';

/** /help: how XP, levels, the chest, tokens, courses, classes and family links work. */
export function HelpPage() {
  return <PolicyPageView page={policyTexts.help} path="/help" />;
}
