import { defineServicePage } from '../components/ServicePage';

export default defineServicePage({
  key: 'electricalEngineering',
  scope: ['installation', 'distribution', 'protection', 'inspection', 'network', 'smartHome', 'charging'],
  audience: [
    { key: 'homeowners', icon: 'house' },
    { key: 'companies', icon: 'industry' },
    { key: 'propertyManagers', icon: 'building' },
  ],
  steps: ['survey', 'planning', 'installation', 'handover'],
  benefits: [
    { key: 'qualified', icon: 'award' },
    { key: 'safety', icon: 'shield-halved' },
    { key: 'ownTeam', icon: 'helmet-safety' },
    { key: 'schedule', icon: 'calendar-days' },
  ],
  faq: ['meterCabinet', 'inspectionIntervals', 'eCheck', 'occupied', 'wallbox'],
});
