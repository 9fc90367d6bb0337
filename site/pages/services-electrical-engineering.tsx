import { defineServicePage } from '../components/ServicePage';

export default defineServicePage({
  key: 'electricalEngineering',
  scope: [
    'installation',
    'distribution',
    'protection',
    'lightning',
    'inspection',
    'network',
    'alarms',
    'smartHome',
    'charging',
    'heatPump',
  ],
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
  faq: ['meterCabinet', 'wallbox', 'heatPump', 'surgeProtection', 'smokeAlarms', 'inspectionIntervals', 'eCheck', 'occupied'],
  prices: ['meterCabinet', 'wallbox', 'surgeProtection', 'eCheck', 'emergencyCallOut'],
});
