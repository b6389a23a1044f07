export { EmailForm, emailErrors, type EmailFormProps, type EmailValues } from './EmailForm'
export { addRecipients, type AddResult, type EmailPayload, isEmailAddress, splitRecipients } from './recipients'
export { RecipientsField, type RecipientsFieldProps } from './RecipientsField'
export { RichText, type RichTextEditorProps } from './RichText'
