import type { SeedSection } from './context'

// The corrective action requests (CAR): their menu entries.

/**
 * The corrective actions' side-menu section with the CAR administrators' pages, which the server
 * shows only to those whose roles open them.
 */
export const carSection: SeedSection = {
  name: 'Corrective Actions',
  items: [
    {
      tscid: 'CAR-LIST',
      cmcid: 'CAR-LIST',
      title: 'Corrective Action Requests',
      titleFr: 'Demandes d’action corrective',
      view: 'car_list',
      analytics: true,
    },
    {
      tscid: 'CAR-ADD',
      cmcid: 'CAR-ADD',
      title: 'New Corrective Action Request',
      titleFr: 'Nouvelle demande d’action corrective',
      view: 'car',
    },
    { tscid: 'CAR-SOURCE', cmcid: 'CAR-SOURCE', title: 'CAR Sources', titleFr: 'Sources des DAC', view: 'car_source' },
    {
      tscid: 'CAR-ROOT-CAUSE',
      cmcid: 'CAR-ROOT-CAUSE',
      title: 'CAR Root Causes',
      titleFr: 'Causes fondamentales des DAC',
      view: 'car_root_cause',
    },
    {
      tscid: 'CAR-PROBLEM',
      cmcid: 'CAR-PROBLEM',
      title: 'CAR Problem Types',
      titleFr: 'Types de problèmes des DAC',
      view: 'car_problem_type',
    },
    {
      tscid: 'CAR-TERMINAL',
      cmcid: 'CAR-TERMINAL',
      title: 'CAR Terminals',
      titleFr: 'Terminaux des DAC',
      view: 'car_terminal',
    },
    {
      tscid: 'CAR-DEPARTMENT',
      cmcid: 'CAR-DEPARTMENT',
      title: 'CAR Departments',
      titleFr: 'Services des DAC',
      view: 'car_department',
    },
  ],
}
