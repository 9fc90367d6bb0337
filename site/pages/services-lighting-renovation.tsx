import { defineServicePage } from '../components/ServicePage';

export default defineServicePage({
  key: 'lightingRenovation',
  scope: ['survey', 'design', 'retrofit', 'controls', 'emergency', 'funding'],
  audience: [
    { key: 'offices', icon: 'briefcase' },
    { key: 'halls', icon: 'industry' },
    { key: 'public', icon: 'building' },
  ],
  steps: ['survey', 'concept', 'installation', 'acceptance'],
  benefits: [
    { key: 'costs', icon: 'euro-sign' },
    { key: 'quality', icon: 'lightbulb' },
    { key: 'maintenance', icon: 'clock' },
    { key: 'climate', icon: 'leaf' },
  ],
  faq: ['duringOperation', 'standards', 'payback', 'funding', 'fluorescentBan', 'retrofitTubes'],
  prices: ['ledLuminaire'],
});
