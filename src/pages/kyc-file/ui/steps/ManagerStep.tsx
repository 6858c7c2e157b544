import { useGetKycFileManagerQuery, useSaveKycFileManagerMutation, useStageKycFileManagerMutation } from '@/entities/kyc-enterprise';
import { useManagerForm } from '@/widgets/identity-form';
import { ManagerStep as WizardManagerStep, type StepProps } from '@/widgets/wizard-frame';
import { KYC_FILE_FLOW } from '../../config/steps';
import { dataStepNumber } from '../../lib/wizardSteps';

/**
 * Step 2, the manager's identity (001 §2.2 step 2, §5): the wizards' manager step over
 * getManager. Next validates and saves (saveManager); back keeps what was typed on the
 * server first (stagedManager), unchecked.
 */
export function ManagerStep(props: StepProps) {
  const query = useGetKycFileManagerQuery({ enterpriseId: props.enterpriseId });
  const [saveManager] = useSaveKycFileManagerMutation();
  const [stageManager] = useStageKycFileManagerMutation();
  const managerForm = useManagerForm();
  return (
    <WizardManagerStep
      {...props}
      step={dataStepNumber('manager')}
      flow={KYC_FILE_FLOW}
      name="kycFileManager"
      query={query}
      managerForm={managerForm}
      save={async (manager) => !('error' in (await saveManager(manager)))}
      stage={async (manager) => !('error' in (await stageManager({ enterpriseId: props.enterpriseId, manager })))}
    />
  );
}
