// Generated from src/shared/contract by `npm run contract:routes`. Do not edit.
/** Every endpoint of the contract: `METHOD path`, then ` silent` when the client keeps quiet about its errors. */
export const routeTable = `GET version silent
POST export silent
GET announcements/home
GET customers/search
POST utils/GETETANEW
POST email/send
GET api_documents/list
POST users/login silent
POST users/logout silent
POST users/mt1login silent
GET users/refresh silent
POST users/refresh silent
POST users/switchlang silent
PUT users/resettoken silent
GET users/top_side_menu
PUT users/top_side_menu silent
PUT users/menu_group silent
GET users/masterconfig silent
POST users/switchaccount
POST users/create
POST users/activate
POST users/send_activation_code
POST users/send_test_email
GET users/search
POST users/user_session_log_in
POST users/switchuser
GET users/switch_table
POST users/lock_unlock_user
GET users/get_userinfor
PUT users/save_userinfor silent
PUT users silent
POST users/send_registration_email
GET users/get_user_table_infor
PUT users/save_user_table_infor silent
DELETE users/reset_user_table_infor silent
GET shipments
PUT shipments/{probill}
GET globals/access/cmid silent
POST globals/access/expiry silent
GET globals/account/search
GET globals/account/searchmaster
GET globals/account/get_maa_list
GET globals/account/user
GET globals/company silent
GET globals/menu/help/{mid}
GET globals/terminals
GET globals/terminals_uploadtools
GET globals/account/securityquestions
POST globals/account/securityquestions silent
POST globals/mtdmrating/add_rate silent
POST globals/mtdmrating/dont_show_rating silent
GET globals/mtdmrating/check_rate_frequency silent
GET globals/mtdmrating/rating_list
POST globals/google_recaptcha/check_recaptcha silent
GET contacts/list
GET contacts/admins
GET contacts/profile
POST contacts/details
GET contacts/details/{id}
PUT contacts/details/{id}
DELETE contacts/details/{id}
POST contacts/confirm
GET doclib/configs/{cmid}
GET doclib/metadata_configs/{cmid}/{dlref}/{tag}
GET doclib/library/{conn}/{cmid}
POST doclib/library/{conn}/{cmid}
GET doclib/library/{conn}/{cmid}/{dlref}
PUT doclib/library/{conn}/{cmid}/{dlref}
DELETE doclib/library/{conn}/{cmid}/{dlref}
GET doclib/customer_library
GET doclib/customers
GET doclib/metadata
POST doclib/metadata
GET doclib/metadata/{mdref}
PUT doclib/metadata/{mdref}
DELETE doclib/metadata/{mdref}
GET doclib/email
POST doclib/email
GET doclib/download/{conn}/{cmid}/{dlref}/firstdoc
GET doclib/download/{conn}/{cmid}/{dlref}/alldoc
POST doclib/documents
GET doclib/documents
GET doclib/documents/{doctype}/{id}
DELETE doclib/documents/{doctype}/{id}
GET pushreport/count silent
POST pushreport_source
POST run_report/{id}
GET pushreport
POST pushreport
GET pushreport_all
GET pushreport_customers
GET pushreport/{id}
PUT pushreport/{id}
DELETE pushreport/{id}
POST pushreport/{id}/copy
GET pushreport_copy_targets
GET pushreportrepository/{pushreport_id}
GET pushreportrepository/{pushreport_id}/{id}
GET pushreportrepository/{pushreport_id}/{id}/file
POST pushreport_unsubscribe
POST save_release_note silent
GET release_note/{id}
PUT release_note/{id} silent
GET release_notes
GET release_notes/users
GET release_note_history
POST release_note_history silent
GET release_note_id
GET oidc/status silent
POST oidc/force_auth silent
GET oidc/anon_status silent
GET oidc/temp_session silent
GET mtd_maintenance/maintenance/list silent
GET mtd_maintenance/maintenance/admin silent
POST mtd_maintenance/maintenance/admin silent
PUT mtd_maintenance/maintenance/admin silent
DELETE mtd_maintenance/maintenance/admin silent
GET mtd_maintenance/menus silent
GET preferences/get_groupaccount
POST preferences/get_groupaccount silent
PUT preferences/get_groupaccount silent
DELETE preferences/get_groupaccount
GET qpm/common/config
GET qpm/user/table_of_contents
GET qpm/user/document/{id}
GET qpm/user/document/{id}/file/{file}
GET qpm/user/required_readings
POST qpm/user/read/{id} silent
POST qpm/user/change_request/{id}
GET qpm/user/download/{id}
GET qpm/user/bookmarks
POST qpm/user/bookmarks/{id} silent
DELETE qpm/user/bookmarks/{id} silent
GET qpm/user/settings
POST qpm/user/settings silent
GET qpm/user/indexes
GET qpm/user/options
GET qpm/user/search
POST qpm/audit/switch_user
POST qpm/audit/switch_back
GET qpm/audit/switch_user_list
GET qpm/audit/settings/{id}
POST qpm/audit/settings/{id} silent
GET qpm/audit/required_readings/{id}
GET qpm/audit/compliance/documents
GET qpm/audit/compliance/documents/{id}
GET qpm/audit/compliance/groups
GET qpm/audit/compliance/groups/{id}
GET qpm/audit/trail
GET qpm/audit/trail/{resource}/{record}
GET qpm/admin/user
POST qpm/admin/user silent
GET qpm/admin/user/{id}
PUT qpm/admin/user/{id} silent
DELETE qpm/admin/user/{id} silent
GET qpm/admin/user_group
POST qpm/admin/user_group silent
GET qpm/admin/user_group/{id}
PUT qpm/admin/user_group/{id} silent
DELETE qpm/admin/user_group/{id} silent
GET qpm/admin/workflow_chain
POST qpm/admin/workflow_chain silent
GET qpm/admin/workflow_chain/{id}
PUT qpm/admin/workflow_chain/{id} silent
DELETE qpm/admin/workflow_chain/{id} silent
GET qpm/admin/process_category
POST qpm/admin/process_category silent
GET qpm/admin/process_category/{id}
PUT qpm/admin/process_category/{id} silent
DELETE qpm/admin/process_category/{id} silent
GET qpm/admin/process_category_exception
POST qpm/admin/process_category_exception silent
GET qpm/admin/process_category_exception/{id}
PUT qpm/admin/process_category_exception/{id} silent
DELETE qpm/admin/process_category_exception/{id} silent
GET qpm/admin/process_category_language
POST qpm/admin/process_category_language silent
GET qpm/admin/process_category_language/{id}
PUT qpm/admin/process_category_language/{id} silent
DELETE qpm/admin/process_category_language/{id} silent
GET qpm/admin/tag
POST qpm/admin/tag silent
GET qpm/admin/tag/{id}
PUT qpm/admin/tag/{id} silent
DELETE qpm/admin/tag/{id} silent
GET qpm/admin/tag_exception
POST qpm/admin/tag_exception silent
GET qpm/admin/tag_exception/{id}
PUT qpm/admin/tag_exception/{id} silent
DELETE qpm/admin/tag_exception/{id} silent
GET qpm/admin/tag_language
POST qpm/admin/tag_language silent
GET qpm/admin/tag_language/{id}
PUT qpm/admin/tag_language/{id} silent
DELETE qpm/admin/tag_language/{id} silent
GET qpm/admin/manual_property
POST qpm/admin/manual_property silent
GET qpm/admin/manual_property/{id}
PUT qpm/admin/manual_property/{id} silent
DELETE qpm/admin/manual_property/{id} silent
GET qpm/admin/node_deleted
GET qpm/admin/node_deleted/{id}
GET qpm/admin/email_history
GET qpm/admin/email_history/{id}
DELETE qpm/admin/email_history/{id}
GET qpm/admin/workflow_chain_user/{workflow_id}
POST qpm/admin/workflow_chain_user/{workflow_id}/add silent
POST qpm/admin/workflow_chain_user/{workflow_id}/delete silent
POST qpm/admin/workflow_chain_user/{workflow_id}/move_up silent
POST qpm/admin/workflow_chain_user/{workflow_id}/move_down silent
GET qpm/admin/workflow_chain_node/{workflow_chain_id}
POST qpm/admin/workflow_chain_node/{workflow_chain_id}/add silent
POST qpm/admin/workflow_chain_node/{workflow_chain_id}/delete silent
GET qpm/admin/workflow_user_lookup
GET qpm/admin/manual_property_lookup
POST qpm/admin/node_restore/{id}
GET qpm/authoring/options
POST qpm/authoring/download
POST qpm/authoring/document/node
GET qpm/authoring/document/node/{id}
PUT qpm/authoring/document/node/{id} silent
GET qpm/authoring/document/node/{id}/configs
POST qpm/authoring/document/node/configs/add
POST qpm/authoring/document/node/configs/replace
GET qpm/authoring/document/staging/{id}
POST qpm/authoring/document/staging/{id}
GET qpm/authoring/document/staging/{id}/{staging_id}
PUT qpm/authoring/document/staging/{id}/{staging_id} silent
DELETE qpm/authoring/document/staging/{id}/{staging_id}
POST qpm/authoring/document/staging/{id}/{staging_id}/{action}
GET qpm/authoring/document/staging/{id}/{staging_id}/diff
POST qpm/authoring/document/upload/{id}
GET qpm/authoring/document/upload/{id}/{file}
DELETE qpm/authoring/document/upload/{id}/{file}
POST qpm/authoring/publish/publish
POST qpm/authoring/publish/obsolete
GET qpm/authoring/view/tree
GET qpm/authoring/view/workflow
GET qpm/authoring/view/draft
GET qpm/authoring/view/publish_ready
GET qpm/authoring/view/publish_obsolete
GET qpm/authoring/view/staging_missing_translation
GET qpm/authoring/view/node_missing_translation
GET qpm/authoring/view/review_due
GET qpm/authoring/view/deleted
GET qpm/authoring/staging/history/{id}
POST qpm/authoring/actions/position
POST qpm/authoring/actions/copy
POST qpm/authoring/actions/move
DELETE qpm/authoring/actions/delete/{id}
POST qpm/authoring/actions/restore/{id}
GET qpm/authoring/delegations
POST qpm/authoring/delegations
DELETE qpm/authoring/delegations/{id}
GET car/options
GET car/lookup/user
GET car/lookup/user/{id}
GET car/car
POST car/car silent
GET car/car/{id}
PUT car/car/{id} silent
POST car/car/{id}/action silent
POST car/car/{id}/comment silent
GET car/car_status_history/{id}
GET car/report/{id}
GET car/upload/{id}/{category}
POST car/upload/{id}/{category}
GET car/upload/{id}/{category}/{fileid}
DELETE car/upload/{id}/{category}/{fileid}
GET car/effectiveness
PUT car/effectiveness/{id} silent
GET car/counts
GET car/pareto
GET car/admin/car_source
POST car/admin/car_source
GET car/admin/car_source/{id}
PUT car/admin/car_source/{id}
DELETE car/admin/car_source/{id}
GET car/admin/car_root_cause
POST car/admin/car_root_cause
GET car/admin/car_root_cause/{id}
PUT car/admin/car_root_cause/{id}
DELETE car/admin/car_root_cause/{id}
GET car/admin/car_problem_type
POST car/admin/car_problem_type
GET car/admin/car_problem_type/{id}
PUT car/admin/car_problem_type/{id}
DELETE car/admin/car_problem_type/{id}
GET car/admin/car_terminal
POST car/admin/car_terminal
GET car/admin/car_terminal/{id}
PUT car/admin/car_terminal/{id}
DELETE car/admin/car_terminal/{id}
GET car/admin/car_department
POST car/admin/car_department
GET car/admin/car_department/{id}
PUT car/admin/car_department/{id}
DELETE car/admin/car_department/{id}`
