_idctl() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="idctl"
                ;;
            idctl,apply)
                cmd="idctl__subcmd__apply"
                ;;
            idctl,claims)
                cmd="idctl__subcmd__claims"
                ;;
            idctl,client)
                cmd="idctl__subcmd__client"
                ;;
            idctl,completions)
                cmd="idctl__subcmd__completions"
                ;;
            idctl,config)
                cmd="idctl__subcmd__config"
                ;;
            idctl,connector)
                cmd="idctl__subcmd__connector"
                ;;
            idctl,decode)
                cmd="idctl__subcmd__decode"
                ;;
            idctl,events)
                cmd="idctl__subcmd__events"
                ;;
            idctl,experience)
                cmd="idctl__subcmd__experience"
                ;;
            idctl,export)
                cmd="idctl__subcmd__export"
                ;;
            idctl,help)
                cmd="idctl__subcmd__help"
                ;;
            idctl,hook)
                cmd="idctl__subcmd__hook"
                ;;
            idctl,init)
                cmd="idctl__subcmd__init"
                ;;
            idctl,keys)
                cmd="idctl__subcmd__keys"
                ;;
            idctl,man)
                cmd="idctl__subcmd__man"
                ;;
            idctl,org)
                cmd="idctl__subcmd__org"
                ;;
            idctl,pat)
                cmd="idctl__subcmd__pat"
                ;;
            idctl,quickstart)
                cmd="idctl__subcmd__quickstart"
                ;;
            idctl,resource)
                cmd="idctl__subcmd__resource"
                ;;
            idctl,role)
                cmd="idctl__subcmd__role"
                ;;
            idctl,scope)
                cmd="idctl__subcmd__scope"
                ;;
            idctl,serve)
                cmd="idctl__subcmd__serve"
                ;;
            idctl,store)
                cmd="idctl__subcmd__store"
                ;;
            idctl,token)
                cmd="idctl__subcmd__token"
                ;;
            idctl,user)
                cmd="idctl__subcmd__user"
                ;;
            idctl,verify)
                cmd="idctl__subcmd__verify"
                ;;
            idctl__subcmd__claims,get)
                cmd="idctl__subcmd__claims__subcmd__get"
                ;;
            idctl__subcmd__claims,help)
                cmd="idctl__subcmd__claims__subcmd__help"
                ;;
            idctl__subcmd__claims,list)
                cmd="idctl__subcmd__claims__subcmd__list"
                ;;
            idctl__subcmd__claims,ls)
                cmd="idctl__subcmd__claims__subcmd__list"
                ;;
            idctl__subcmd__claims,set)
                cmd="idctl__subcmd__claims__subcmd__set"
                ;;
            idctl__subcmd__claims,test)
                cmd="idctl__subcmd__claims__subcmd__test"
                ;;
            idctl__subcmd__claims,unset)
                cmd="idctl__subcmd__claims__subcmd__unset"
                ;;
            idctl__subcmd__claims__subcmd__help,get)
                cmd="idctl__subcmd__claims__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__claims__subcmd__help,help)
                cmd="idctl__subcmd__claims__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__claims__subcmd__help,list)
                cmd="idctl__subcmd__claims__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__claims__subcmd__help,set)
                cmd="idctl__subcmd__claims__subcmd__help__subcmd__set"
                ;;
            idctl__subcmd__claims__subcmd__help,test)
                cmd="idctl__subcmd__claims__subcmd__help__subcmd__test"
                ;;
            idctl__subcmd__claims__subcmd__help,unset)
                cmd="idctl__subcmd__claims__subcmd__help__subcmd__unset"
                ;;
            idctl__subcmd__client,assign)
                cmd="idctl__subcmd__client__subcmd__assign"
                ;;
            idctl__subcmd__client,create)
                cmd="idctl__subcmd__client__subcmd__create"
                ;;
            idctl__subcmd__client,delete)
                cmd="idctl__subcmd__client__subcmd__delete"
                ;;
            idctl__subcmd__client,get)
                cmd="idctl__subcmd__client__subcmd__get"
                ;;
            idctl__subcmd__client,help)
                cmd="idctl__subcmd__client__subcmd__help"
                ;;
            idctl__subcmd__client,list)
                cmd="idctl__subcmd__client__subcmd__list"
                ;;
            idctl__subcmd__client,ls)
                cmd="idctl__subcmd__client__subcmd__list"
                ;;
            idctl__subcmd__client,rm)
                cmd="idctl__subcmd__client__subcmd__delete"
                ;;
            idctl__subcmd__client,roles)
                cmd="idctl__subcmd__client__subcmd__roles"
                ;;
            idctl__subcmd__client,rotate-secret)
                cmd="idctl__subcmd__client__subcmd__rotate__subcmd__secret"
                ;;
            idctl__subcmd__client,scopes)
                cmd="idctl__subcmd__client__subcmd__scopes"
                ;;
            idctl__subcmd__client,unassign)
                cmd="idctl__subcmd__client__subcmd__unassign"
                ;;
            idctl__subcmd__client,update)
                cmd="idctl__subcmd__client__subcmd__update"
                ;;
            idctl__subcmd__client__subcmd__help,assign)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__assign"
                ;;
            idctl__subcmd__client__subcmd__help,create)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__client__subcmd__help,delete)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__client__subcmd__help,get)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__client__subcmd__help,help)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__client__subcmd__help,list)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__client__subcmd__help,roles)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__roles"
                ;;
            idctl__subcmd__client__subcmd__help,rotate-secret)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__rotate__subcmd__secret"
                ;;
            idctl__subcmd__client__subcmd__help,scopes)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__scopes"
                ;;
            idctl__subcmd__client__subcmd__help,unassign)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__unassign"
                ;;
            idctl__subcmd__client__subcmd__help,update)
                cmd="idctl__subcmd__client__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__config,get)
                cmd="idctl__subcmd__config__subcmd__get"
                ;;
            idctl__subcmd__config,help)
                cmd="idctl__subcmd__config__subcmd__help"
                ;;
            idctl__subcmd__config,list)
                cmd="idctl__subcmd__config__subcmd__list"
                ;;
            idctl__subcmd__config,ls)
                cmd="idctl__subcmd__config__subcmd__list"
                ;;
            idctl__subcmd__config,set)
                cmd="idctl__subcmd__config__subcmd__set"
                ;;
            idctl__subcmd__config__subcmd__help,get)
                cmd="idctl__subcmd__config__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__config__subcmd__help,help)
                cmd="idctl__subcmd__config__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__config__subcmd__help,list)
                cmd="idctl__subcmd__config__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__config__subcmd__help,set)
                cmd="idctl__subcmd__config__subcmd__help__subcmd__set"
                ;;
            idctl__subcmd__connector,deliver)
                cmd="idctl__subcmd__connector__subcmd__deliver"
                ;;
            idctl__subcmd__connector,disable)
                cmd="idctl__subcmd__connector__subcmd__disable"
                ;;
            idctl__subcmd__connector,enable)
                cmd="idctl__subcmd__connector__subcmd__enable"
                ;;
            idctl__subcmd__connector,get)
                cmd="idctl__subcmd__connector__subcmd__get"
                ;;
            idctl__subcmd__connector,help)
                cmd="idctl__subcmd__connector__subcmd__help"
                ;;
            idctl__subcmd__connector,list)
                cmd="idctl__subcmd__connector__subcmd__list"
                ;;
            idctl__subcmd__connector,logs)
                cmd="idctl__subcmd__connector__subcmd__logs"
                ;;
            idctl__subcmd__connector,ls)
                cmd="idctl__subcmd__connector__subcmd__list"
                ;;
            idctl__subcmd__connector,remove)
                cmd="idctl__subcmd__connector__subcmd__remove"
                ;;
            idctl__subcmd__connector,rm)
                cmd="idctl__subcmd__connector__subcmd__remove"
                ;;
            idctl__subcmd__connector,set)
                cmd="idctl__subcmd__connector__subcmd__set"
                ;;
            idctl__subcmd__connector,test)
                cmd="idctl__subcmd__connector__subcmd__test"
                ;;
            idctl__subcmd__connector__subcmd__help,deliver)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__deliver"
                ;;
            idctl__subcmd__connector__subcmd__help,disable)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__disable"
                ;;
            idctl__subcmd__connector__subcmd__help,enable)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__enable"
                ;;
            idctl__subcmd__connector__subcmd__help,get)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__connector__subcmd__help,help)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__help,list)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__connector__subcmd__help,logs)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__logs"
                ;;
            idctl__subcmd__connector__subcmd__help,remove)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__remove"
                ;;
            idctl__subcmd__connector__subcmd__help,set)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set"
                ;;
            idctl__subcmd__connector__subcmd__help,test)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__test"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set,email)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set,oauth2)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__oauth2"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set,oidc)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__oidc"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set,sms)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__sms"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email,http)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email,smtp)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email__subcmd__smtp"
                ;;
            idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__sms,http)
                cmd="idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__sms__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__set,email)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email"
                ;;
            idctl__subcmd__connector__subcmd__set,help)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__set,oauth2)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__oauth2"
                ;;
            idctl__subcmd__connector__subcmd__set,oidc)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__oidc"
                ;;
            idctl__subcmd__connector__subcmd__set,sms)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__sms"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__email,help)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__email,http)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__email,smtp)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__smtp"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help,help)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help,http)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help,smtp)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help__subcmd__smtp"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help,email)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help,help)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help,oauth2)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__oauth2"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help,oidc)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__oidc"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help,sms)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__sms"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email,http)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email,smtp)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email__subcmd__smtp"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__sms,http)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__sms__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__sms,help)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__sms,http)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__http"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help,help)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help,http)
                cmd="idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help__subcmd__http"
                ;;
            idctl__subcmd__events,get)
                cmd="idctl__subcmd__events__subcmd__get"
                ;;
            idctl__subcmd__events,help)
                cmd="idctl__subcmd__events__subcmd__help"
                ;;
            idctl__subcmd__events,list)
                cmd="idctl__subcmd__events__subcmd__list"
                ;;
            idctl__subcmd__events,ls)
                cmd="idctl__subcmd__events__subcmd__list"
                ;;
            idctl__subcmd__events__subcmd__help,get)
                cmd="idctl__subcmd__events__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__events__subcmd__help,help)
                cmd="idctl__subcmd__events__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__events__subcmd__help,list)
                cmd="idctl__subcmd__events__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__experience,codes)
                cmd="idctl__subcmd__experience__subcmd__codes"
                ;;
            idctl__subcmd__experience,help)
                cmd="idctl__subcmd__experience__subcmd__help"
                ;;
            idctl__subcmd__experience,link)
                cmd="idctl__subcmd__experience__subcmd__link"
                ;;
            idctl__subcmd__experience,one-time-token)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token"
                ;;
            idctl__subcmd__experience,register)
                cmd="idctl__subcmd__experience__subcmd__register"
                ;;
            idctl__subcmd__experience,reset-password)
                cmd="idctl__subcmd__experience__subcmd__reset__subcmd__password"
                ;;
            idctl__subcmd__experience,send-code)
                cmd="idctl__subcmd__experience__subcmd__send__subcmd__code"
                ;;
            idctl__subcmd__experience,sign-in)
                cmd="idctl__subcmd__experience__subcmd__sign__subcmd__in"
                ;;
            idctl__subcmd__experience,verify-code)
                cmd="idctl__subcmd__experience__subcmd__verify__subcmd__code"
                ;;
            idctl__subcmd__experience__subcmd__help,codes)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__codes"
                ;;
            idctl__subcmd__experience__subcmd__help,help)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__experience__subcmd__help,link)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__link"
                ;;
            idctl__subcmd__experience__subcmd__help,one-time-token)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token"
                ;;
            idctl__subcmd__experience__subcmd__help,register)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__register"
                ;;
            idctl__subcmd__experience__subcmd__help,reset-password)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__reset__subcmd__password"
                ;;
            idctl__subcmd__experience__subcmd__help,send-code)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__send__subcmd__code"
                ;;
            idctl__subcmd__experience__subcmd__help,sign-in)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__sign__subcmd__in"
                ;;
            idctl__subcmd__experience__subcmd__help,verify-code)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__verify__subcmd__code"
                ;;
            idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token,create)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token__subcmd__create"
                ;;
            idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token,verify)
                cmd="idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token__subcmd__verify"
                ;;
            idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token,create)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__create"
                ;;
            idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token,help)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help"
                ;;
            idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token,verify)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__verify"
                ;;
            idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help,create)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help,help)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help,verify)
                cmd="idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help__subcmd__verify"
                ;;
            idctl__subcmd__help,apply)
                cmd="idctl__subcmd__help__subcmd__apply"
                ;;
            idctl__subcmd__help,claims)
                cmd="idctl__subcmd__help__subcmd__claims"
                ;;
            idctl__subcmd__help,client)
                cmd="idctl__subcmd__help__subcmd__client"
                ;;
            idctl__subcmd__help,completions)
                cmd="idctl__subcmd__help__subcmd__completions"
                ;;
            idctl__subcmd__help,config)
                cmd="idctl__subcmd__help__subcmd__config"
                ;;
            idctl__subcmd__help,connector)
                cmd="idctl__subcmd__help__subcmd__connector"
                ;;
            idctl__subcmd__help,decode)
                cmd="idctl__subcmd__help__subcmd__decode"
                ;;
            idctl__subcmd__help,events)
                cmd="idctl__subcmd__help__subcmd__events"
                ;;
            idctl__subcmd__help,experience)
                cmd="idctl__subcmd__help__subcmd__experience"
                ;;
            idctl__subcmd__help,export)
                cmd="idctl__subcmd__help__subcmd__export"
                ;;
            idctl__subcmd__help,help)
                cmd="idctl__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__help,hook)
                cmd="idctl__subcmd__help__subcmd__hook"
                ;;
            idctl__subcmd__help,init)
                cmd="idctl__subcmd__help__subcmd__init"
                ;;
            idctl__subcmd__help,keys)
                cmd="idctl__subcmd__help__subcmd__keys"
                ;;
            idctl__subcmd__help,man)
                cmd="idctl__subcmd__help__subcmd__man"
                ;;
            idctl__subcmd__help,org)
                cmd="idctl__subcmd__help__subcmd__org"
                ;;
            idctl__subcmd__help,pat)
                cmd="idctl__subcmd__help__subcmd__pat"
                ;;
            idctl__subcmd__help,quickstart)
                cmd="idctl__subcmd__help__subcmd__quickstart"
                ;;
            idctl__subcmd__help,resource)
                cmd="idctl__subcmd__help__subcmd__resource"
                ;;
            idctl__subcmd__help,role)
                cmd="idctl__subcmd__help__subcmd__role"
                ;;
            idctl__subcmd__help,scope)
                cmd="idctl__subcmd__help__subcmd__scope"
                ;;
            idctl__subcmd__help,serve)
                cmd="idctl__subcmd__help__subcmd__serve"
                ;;
            idctl__subcmd__help,store)
                cmd="idctl__subcmd__help__subcmd__store"
                ;;
            idctl__subcmd__help,token)
                cmd="idctl__subcmd__help__subcmd__token"
                ;;
            idctl__subcmd__help,user)
                cmd="idctl__subcmd__help__subcmd__user"
                ;;
            idctl__subcmd__help,verify)
                cmd="idctl__subcmd__help__subcmd__verify"
                ;;
            idctl__subcmd__help__subcmd__claims,get)
                cmd="idctl__subcmd__help__subcmd__claims__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__claims,list)
                cmd="idctl__subcmd__help__subcmd__claims__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__claims,set)
                cmd="idctl__subcmd__help__subcmd__claims__subcmd__set"
                ;;
            idctl__subcmd__help__subcmd__claims,test)
                cmd="idctl__subcmd__help__subcmd__claims__subcmd__test"
                ;;
            idctl__subcmd__help__subcmd__claims,unset)
                cmd="idctl__subcmd__help__subcmd__claims__subcmd__unset"
                ;;
            idctl__subcmd__help__subcmd__client,assign)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__assign"
                ;;
            idctl__subcmd__help__subcmd__client,create)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__client,delete)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__client,get)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__client,list)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__client,roles)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__roles"
                ;;
            idctl__subcmd__help__subcmd__client,rotate-secret)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__rotate__subcmd__secret"
                ;;
            idctl__subcmd__help__subcmd__client,scopes)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__scopes"
                ;;
            idctl__subcmd__help__subcmd__client,unassign)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__unassign"
                ;;
            idctl__subcmd__help__subcmd__client,update)
                cmd="idctl__subcmd__help__subcmd__client__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__config,get)
                cmd="idctl__subcmd__help__subcmd__config__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__config,list)
                cmd="idctl__subcmd__help__subcmd__config__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__config,set)
                cmd="idctl__subcmd__help__subcmd__config__subcmd__set"
                ;;
            idctl__subcmd__help__subcmd__connector,deliver)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__deliver"
                ;;
            idctl__subcmd__help__subcmd__connector,disable)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__disable"
                ;;
            idctl__subcmd__help__subcmd__connector,enable)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__enable"
                ;;
            idctl__subcmd__help__subcmd__connector,get)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__connector,list)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__connector,logs)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__logs"
                ;;
            idctl__subcmd__help__subcmd__connector,remove)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__remove"
                ;;
            idctl__subcmd__help__subcmd__connector,set)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set"
                ;;
            idctl__subcmd__help__subcmd__connector,test)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__test"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set,email)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set,oauth2)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__oauth2"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set,oidc)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__oidc"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set,sms)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__sms"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email,http)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email__subcmd__http"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email,smtp)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email__subcmd__smtp"
                ;;
            idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__sms,http)
                cmd="idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__sms__subcmd__http"
                ;;
            idctl__subcmd__help__subcmd__events,get)
                cmd="idctl__subcmd__help__subcmd__events__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__events,list)
                cmd="idctl__subcmd__help__subcmd__events__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__experience,codes)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__codes"
                ;;
            idctl__subcmd__help__subcmd__experience,link)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__link"
                ;;
            idctl__subcmd__help__subcmd__experience,one-time-token)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token"
                ;;
            idctl__subcmd__help__subcmd__experience,register)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__register"
                ;;
            idctl__subcmd__help__subcmd__experience,reset-password)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__reset__subcmd__password"
                ;;
            idctl__subcmd__help__subcmd__experience,send-code)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__send__subcmd__code"
                ;;
            idctl__subcmd__help__subcmd__experience,sign-in)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__sign__subcmd__in"
                ;;
            idctl__subcmd__help__subcmd__experience,verify-code)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__verify__subcmd__code"
                ;;
            idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token,create)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token,verify)
                cmd="idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__verify"
                ;;
            idctl__subcmd__help__subcmd__hook,create)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__hook,delete)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__hook,deliver)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__deliver"
                ;;
            idctl__subcmd__help__subcmd__hook,disable)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__disable"
                ;;
            idctl__subcmd__help__subcmd__hook,enable)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__enable"
                ;;
            idctl__subcmd__help__subcmd__hook,events)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__events"
                ;;
            idctl__subcmd__help__subcmd__hook,get)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__hook,list)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__hook,logs)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__logs"
                ;;
            idctl__subcmd__help__subcmd__hook,rotate-secret)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__rotate__subcmd__secret"
                ;;
            idctl__subcmd__help__subcmd__hook,test)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__test"
                ;;
            idctl__subcmd__help__subcmd__hook,update)
                cmd="idctl__subcmd__help__subcmd__hook__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__keys,delete)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__keys,export)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__export"
                ;;
            idctl__subcmd__help__subcmd__keys,import)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__import"
                ;;
            idctl__subcmd__help__subcmd__keys,jwks)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__jwks"
                ;;
            idctl__subcmd__help__subcmd__keys,list)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__keys,rotate)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__rotate"
                ;;
            idctl__subcmd__help__subcmd__keys,sign)
                cmd="idctl__subcmd__help__subcmd__keys__subcmd__sign"
                ;;
            idctl__subcmd__help__subcmd__org,apps)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__apps"
                ;;
            idctl__subcmd__help__subcmd__org,create)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__org,delete)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__org,get)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__org,list)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__org,members)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members"
                ;;
            idctl__subcmd__help__subcmd__org,role)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role"
                ;;
            idctl__subcmd__help__subcmd__org,scope)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__scope"
                ;;
            idctl__subcmd__help__subcmd__org,update)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__apps,add)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__add"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__apps,list)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__apps,remove)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__remove"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__apps,roles)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__roles"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__apps,set)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__set"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__members,add)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__add"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__members,list)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__members,remove)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__remove"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__members,roles)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__roles"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__members,scopes)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__scopes"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__members,set)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__set"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,create)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,delete)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,get)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,grant)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__grant"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,list)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,resource-scopes)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__resource__subcmd__scopes"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,revoke)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__revoke"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,scopes)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role,update)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes,add)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__add"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes,list)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes,remove)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__remove"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes,set)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__set"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__scope,create)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__scope,delete)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__scope,get)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__scope,list)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__org__subcmd__scope,update)
                cmd="idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__pat,create)
                cmd="idctl__subcmd__help__subcmd__pat__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__pat,delete)
                cmd="idctl__subcmd__help__subcmd__pat__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__pat,list)
                cmd="idctl__subcmd__help__subcmd__pat__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__pat,rename)
                cmd="idctl__subcmd__help__subcmd__pat__subcmd__rename"
                ;;
            idctl__subcmd__help__subcmd__resource,create)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__resource,delete)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__resource,get)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__resource,list)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__resource,set-default)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__set__subcmd__default"
                ;;
            idctl__subcmd__help__subcmd__resource,unset-default)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__unset__subcmd__default"
                ;;
            idctl__subcmd__help__subcmd__resource,update)
                cmd="idctl__subcmd__help__subcmd__resource__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__role,create)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__role,delete)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__role,get)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__role,grant)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__grant"
                ;;
            idctl__subcmd__help__subcmd__role,list)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__role,revoke)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__revoke"
                ;;
            idctl__subcmd__help__subcmd__role,scopes)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__scopes"
                ;;
            idctl__subcmd__help__subcmd__role,update)
                cmd="idctl__subcmd__help__subcmd__role__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__scope,create)
                cmd="idctl__subcmd__help__subcmd__scope__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__scope,delete)
                cmd="idctl__subcmd__help__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__scope,get)
                cmd="idctl__subcmd__help__subcmd__scope__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__scope,list)
                cmd="idctl__subcmd__help__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__scope,update)
                cmd="idctl__subcmd__help__subcmd__scope__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__store,backup)
                cmd="idctl__subcmd__help__subcmd__store__subcmd__backup"
                ;;
            idctl__subcmd__help__subcmd__store,copy)
                cmd="idctl__subcmd__help__subcmd__store__subcmd__copy"
                ;;
            idctl__subcmd__help__subcmd__store,info)
                cmd="idctl__subcmd__help__subcmd__store__subcmd__info"
                ;;
            idctl__subcmd__help__subcmd__store,migrate)
                cmd="idctl__subcmd__help__subcmd__store__subcmd__migrate"
                ;;
            idctl__subcmd__help__subcmd__store,prune)
                cmd="idctl__subcmd__help__subcmd__store__subcmd__prune"
                ;;
            idctl__subcmd__help__subcmd__store,restore)
                cmd="idctl__subcmd__help__subcmd__store__subcmd__restore"
                ;;
            idctl__subcmd__help__subcmd__user,assign)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__assign"
                ;;
            idctl__subcmd__help__subcmd__user,create)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__create"
                ;;
            idctl__subcmd__help__subcmd__user,custom-data)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__custom__subcmd__data"
                ;;
            idctl__subcmd__help__subcmd__user,delete)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__delete"
                ;;
            idctl__subcmd__help__subcmd__user,get)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__get"
                ;;
            idctl__subcmd__help__subcmd__user,list)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__user,mfa)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__mfa"
                ;;
            idctl__subcmd__help__subcmd__user,password)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__password"
                ;;
            idctl__subcmd__help__subcmd__user,profile)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__profile"
                ;;
            idctl__subcmd__help__subcmd__user,reactivate)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__reactivate"
                ;;
            idctl__subcmd__help__subcmd__user,roles)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__roles"
                ;;
            idctl__subcmd__help__subcmd__user,scopes)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__scopes"
                ;;
            idctl__subcmd__help__subcmd__user,suspend)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__suspend"
                ;;
            idctl__subcmd__help__subcmd__user,unassign)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__unassign"
                ;;
            idctl__subcmd__help__subcmd__user,unlock)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__unlock"
                ;;
            idctl__subcmd__help__subcmd__user,update)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__update"
                ;;
            idctl__subcmd__help__subcmd__user__subcmd__mfa,add)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__mfa__subcmd__add"
                ;;
            idctl__subcmd__help__subcmd__user__subcmd__mfa,list)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__mfa__subcmd__list"
                ;;
            idctl__subcmd__help__subcmd__user__subcmd__mfa,remove)
                cmd="idctl__subcmd__help__subcmd__user__subcmd__mfa__subcmd__remove"
                ;;
            idctl__subcmd__hook,create)
                cmd="idctl__subcmd__hook__subcmd__create"
                ;;
            idctl__subcmd__hook,delete)
                cmd="idctl__subcmd__hook__subcmd__delete"
                ;;
            idctl__subcmd__hook,deliver)
                cmd="idctl__subcmd__hook__subcmd__deliver"
                ;;
            idctl__subcmd__hook,disable)
                cmd="idctl__subcmd__hook__subcmd__disable"
                ;;
            idctl__subcmd__hook,enable)
                cmd="idctl__subcmd__hook__subcmd__enable"
                ;;
            idctl__subcmd__hook,events)
                cmd="idctl__subcmd__hook__subcmd__events"
                ;;
            idctl__subcmd__hook,get)
                cmd="idctl__subcmd__hook__subcmd__get"
                ;;
            idctl__subcmd__hook,help)
                cmd="idctl__subcmd__hook__subcmd__help"
                ;;
            idctl__subcmd__hook,list)
                cmd="idctl__subcmd__hook__subcmd__list"
                ;;
            idctl__subcmd__hook,logs)
                cmd="idctl__subcmd__hook__subcmd__logs"
                ;;
            idctl__subcmd__hook,ls)
                cmd="idctl__subcmd__hook__subcmd__list"
                ;;
            idctl__subcmd__hook,rm)
                cmd="idctl__subcmd__hook__subcmd__delete"
                ;;
            idctl__subcmd__hook,rotate-secret)
                cmd="idctl__subcmd__hook__subcmd__rotate__subcmd__secret"
                ;;
            idctl__subcmd__hook,test)
                cmd="idctl__subcmd__hook__subcmd__test"
                ;;
            idctl__subcmd__hook,update)
                cmd="idctl__subcmd__hook__subcmd__update"
                ;;
            idctl__subcmd__hook__subcmd__help,create)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__hook__subcmd__help,delete)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__hook__subcmd__help,deliver)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__deliver"
                ;;
            idctl__subcmd__hook__subcmd__help,disable)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__disable"
                ;;
            idctl__subcmd__hook__subcmd__help,enable)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__enable"
                ;;
            idctl__subcmd__hook__subcmd__help,events)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__events"
                ;;
            idctl__subcmd__hook__subcmd__help,get)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__hook__subcmd__help,help)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__hook__subcmd__help,list)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__hook__subcmd__help,logs)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__logs"
                ;;
            idctl__subcmd__hook__subcmd__help,rotate-secret)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__rotate__subcmd__secret"
                ;;
            idctl__subcmd__hook__subcmd__help,test)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__test"
                ;;
            idctl__subcmd__hook__subcmd__help,update)
                cmd="idctl__subcmd__hook__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__keys,delete)
                cmd="idctl__subcmd__keys__subcmd__delete"
                ;;
            idctl__subcmd__keys,export)
                cmd="idctl__subcmd__keys__subcmd__export"
                ;;
            idctl__subcmd__keys,help)
                cmd="idctl__subcmd__keys__subcmd__help"
                ;;
            idctl__subcmd__keys,import)
                cmd="idctl__subcmd__keys__subcmd__import"
                ;;
            idctl__subcmd__keys,jwks)
                cmd="idctl__subcmd__keys__subcmd__jwks"
                ;;
            idctl__subcmd__keys,list)
                cmd="idctl__subcmd__keys__subcmd__list"
                ;;
            idctl__subcmd__keys,ls)
                cmd="idctl__subcmd__keys__subcmd__list"
                ;;
            idctl__subcmd__keys,remove)
                cmd="idctl__subcmd__keys__subcmd__delete"
                ;;
            idctl__subcmd__keys,rm)
                cmd="idctl__subcmd__keys__subcmd__delete"
                ;;
            idctl__subcmd__keys,rotate)
                cmd="idctl__subcmd__keys__subcmd__rotate"
                ;;
            idctl__subcmd__keys,sign)
                cmd="idctl__subcmd__keys__subcmd__sign"
                ;;
            idctl__subcmd__keys__subcmd__help,delete)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__keys__subcmd__help,export)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__export"
                ;;
            idctl__subcmd__keys__subcmd__help,help)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__keys__subcmd__help,import)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__import"
                ;;
            idctl__subcmd__keys__subcmd__help,jwks)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__jwks"
                ;;
            idctl__subcmd__keys__subcmd__help,list)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__keys__subcmd__help,rotate)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__rotate"
                ;;
            idctl__subcmd__keys__subcmd__help,sign)
                cmd="idctl__subcmd__keys__subcmd__help__subcmd__sign"
                ;;
            idctl__subcmd__org,apps)
                cmd="idctl__subcmd__org__subcmd__apps"
                ;;
            idctl__subcmd__org,create)
                cmd="idctl__subcmd__org__subcmd__create"
                ;;
            idctl__subcmd__org,delete)
                cmd="idctl__subcmd__org__subcmd__delete"
                ;;
            idctl__subcmd__org,get)
                cmd="idctl__subcmd__org__subcmd__get"
                ;;
            idctl__subcmd__org,help)
                cmd="idctl__subcmd__org__subcmd__help"
                ;;
            idctl__subcmd__org,list)
                cmd="idctl__subcmd__org__subcmd__list"
                ;;
            idctl__subcmd__org,ls)
                cmd="idctl__subcmd__org__subcmd__list"
                ;;
            idctl__subcmd__org,members)
                cmd="idctl__subcmd__org__subcmd__members"
                ;;
            idctl__subcmd__org,rm)
                cmd="idctl__subcmd__org__subcmd__delete"
                ;;
            idctl__subcmd__org,role)
                cmd="idctl__subcmd__org__subcmd__role"
                ;;
            idctl__subcmd__org,scope)
                cmd="idctl__subcmd__org__subcmd__scope"
                ;;
            idctl__subcmd__org,update)
                cmd="idctl__subcmd__org__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__apps,add)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__apps,help)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__apps,list)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__apps,ls)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__apps,remove)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__apps,rm)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__apps,roles)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__roles"
                ;;
            idctl__subcmd__org__subcmd__apps,set)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__apps__subcmd__help,add)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__apps__subcmd__help,help)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__apps__subcmd__help,list)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__apps__subcmd__help,remove)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__apps__subcmd__help,roles)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__roles"
                ;;
            idctl__subcmd__org__subcmd__apps__subcmd__help,set)
                cmd="idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__help,apps)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__apps"
                ;;
            idctl__subcmd__org__subcmd__help,create)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__help,delete)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__help,get)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__help,help)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__help,list)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__help,members)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members"
                ;;
            idctl__subcmd__org__subcmd__help,role)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role"
                ;;
            idctl__subcmd__org__subcmd__help,scope)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__scope"
                ;;
            idctl__subcmd__org__subcmd__help,update)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__apps,add)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__apps,list)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__apps,remove)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__apps,roles)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__roles"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__apps,set)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__members,add)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__members,list)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__members,remove)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__members,roles)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__roles"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__members,scopes)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__members,set)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,create)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,delete)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,get)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,grant)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__grant"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,list)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,resource-scopes)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__resource__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,revoke)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__revoke"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,scopes)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role,update)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes,add)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes,list)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes,remove)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes,set)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__scope,create)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__scope,delete)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__scope,get)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__scope,list)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__help__subcmd__scope,update)
                cmd="idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__members,add)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__members,help)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__members,list)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__members,ls)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__members,remove)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__members,rm)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__members,roles)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__roles"
                ;;
            idctl__subcmd__org__subcmd__members,scopes)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__members,set)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,add)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,help)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,list)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,remove)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,roles)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__roles"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,scopes)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__members__subcmd__help,set)
                cmd="idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__role,create)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__role,delete)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__role,get)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__role,grant)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__grant"
                ;;
            idctl__subcmd__org__subcmd__role,help)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__role,list)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role,ls)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role,resource-scopes)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__resource__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__role,revoke)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__revoke"
                ;;
            idctl__subcmd__org__subcmd__role,rm)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__role,scopes)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__role,update)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,create)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,delete)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,get)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,grant)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__grant"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,help)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,list)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,resource-scopes)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__resource__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,revoke)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__revoke"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,scopes)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help,update)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes,add)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes,list)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes,remove)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes,set)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,add)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,help)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,list)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,ls)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,remove)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,rm)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes,set)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help,add)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__add"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help,help)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help,list)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help,remove)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__remove"
                ;;
            idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help,set)
                cmd="idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__set"
                ;;
            idctl__subcmd__org__subcmd__scope,create)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__scope,delete)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__scope,get)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__scope,help)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__scope,list)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__scope,ls)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__scope,rm)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__scope,update)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__update"
                ;;
            idctl__subcmd__org__subcmd__scope__subcmd__help,create)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__org__subcmd__scope__subcmd__help,delete)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__org__subcmd__scope__subcmd__help,get)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__org__subcmd__scope__subcmd__help,help)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__org__subcmd__scope__subcmd__help,list)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__org__subcmd__scope__subcmd__help,update)
                cmd="idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__pat,create)
                cmd="idctl__subcmd__pat__subcmd__create"
                ;;
            idctl__subcmd__pat,delete)
                cmd="idctl__subcmd__pat__subcmd__delete"
                ;;
            idctl__subcmd__pat,help)
                cmd="idctl__subcmd__pat__subcmd__help"
                ;;
            idctl__subcmd__pat,list)
                cmd="idctl__subcmd__pat__subcmd__list"
                ;;
            idctl__subcmd__pat,ls)
                cmd="idctl__subcmd__pat__subcmd__list"
                ;;
            idctl__subcmd__pat,rename)
                cmd="idctl__subcmd__pat__subcmd__rename"
                ;;
            idctl__subcmd__pat,rm)
                cmd="idctl__subcmd__pat__subcmd__delete"
                ;;
            idctl__subcmd__pat,update)
                cmd="idctl__subcmd__pat__subcmd__rename"
                ;;
            idctl__subcmd__pat__subcmd__help,create)
                cmd="idctl__subcmd__pat__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__pat__subcmd__help,delete)
                cmd="idctl__subcmd__pat__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__pat__subcmd__help,help)
                cmd="idctl__subcmd__pat__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__pat__subcmd__help,list)
                cmd="idctl__subcmd__pat__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__pat__subcmd__help,rename)
                cmd="idctl__subcmd__pat__subcmd__help__subcmd__rename"
                ;;
            idctl__subcmd__resource,create)
                cmd="idctl__subcmd__resource__subcmd__create"
                ;;
            idctl__subcmd__resource,delete)
                cmd="idctl__subcmd__resource__subcmd__delete"
                ;;
            idctl__subcmd__resource,get)
                cmd="idctl__subcmd__resource__subcmd__get"
                ;;
            idctl__subcmd__resource,help)
                cmd="idctl__subcmd__resource__subcmd__help"
                ;;
            idctl__subcmd__resource,list)
                cmd="idctl__subcmd__resource__subcmd__list"
                ;;
            idctl__subcmd__resource,ls)
                cmd="idctl__subcmd__resource__subcmd__list"
                ;;
            idctl__subcmd__resource,rm)
                cmd="idctl__subcmd__resource__subcmd__delete"
                ;;
            idctl__subcmd__resource,set-default)
                cmd="idctl__subcmd__resource__subcmd__set__subcmd__default"
                ;;
            idctl__subcmd__resource,unset-default)
                cmd="idctl__subcmd__resource__subcmd__unset__subcmd__default"
                ;;
            idctl__subcmd__resource,update)
                cmd="idctl__subcmd__resource__subcmd__update"
                ;;
            idctl__subcmd__resource__subcmd__help,create)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__resource__subcmd__help,delete)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__resource__subcmd__help,get)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__resource__subcmd__help,help)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__resource__subcmd__help,list)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__resource__subcmd__help,set-default)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__set__subcmd__default"
                ;;
            idctl__subcmd__resource__subcmd__help,unset-default)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__unset__subcmd__default"
                ;;
            idctl__subcmd__resource__subcmd__help,update)
                cmd="idctl__subcmd__resource__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__role,create)
                cmd="idctl__subcmd__role__subcmd__create"
                ;;
            idctl__subcmd__role,delete)
                cmd="idctl__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__role,get)
                cmd="idctl__subcmd__role__subcmd__get"
                ;;
            idctl__subcmd__role,grant)
                cmd="idctl__subcmd__role__subcmd__grant"
                ;;
            idctl__subcmd__role,help)
                cmd="idctl__subcmd__role__subcmd__help"
                ;;
            idctl__subcmd__role,list)
                cmd="idctl__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__role,ls)
                cmd="idctl__subcmd__role__subcmd__list"
                ;;
            idctl__subcmd__role,revoke)
                cmd="idctl__subcmd__role__subcmd__revoke"
                ;;
            idctl__subcmd__role,rm)
                cmd="idctl__subcmd__role__subcmd__delete"
                ;;
            idctl__subcmd__role,scopes)
                cmd="idctl__subcmd__role__subcmd__scopes"
                ;;
            idctl__subcmd__role,update)
                cmd="idctl__subcmd__role__subcmd__update"
                ;;
            idctl__subcmd__role__subcmd__help,create)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__role__subcmd__help,delete)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__role__subcmd__help,get)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__role__subcmd__help,grant)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__grant"
                ;;
            idctl__subcmd__role__subcmd__help,help)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__role__subcmd__help,list)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__role__subcmd__help,revoke)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__revoke"
                ;;
            idctl__subcmd__role__subcmd__help,scopes)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__scopes"
                ;;
            idctl__subcmd__role__subcmd__help,update)
                cmd="idctl__subcmd__role__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__scope,create)
                cmd="idctl__subcmd__scope__subcmd__create"
                ;;
            idctl__subcmd__scope,delete)
                cmd="idctl__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__scope,get)
                cmd="idctl__subcmd__scope__subcmd__get"
                ;;
            idctl__subcmd__scope,help)
                cmd="idctl__subcmd__scope__subcmd__help"
                ;;
            idctl__subcmd__scope,list)
                cmd="idctl__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__scope,ls)
                cmd="idctl__subcmd__scope__subcmd__list"
                ;;
            idctl__subcmd__scope,rm)
                cmd="idctl__subcmd__scope__subcmd__delete"
                ;;
            idctl__subcmd__scope,update)
                cmd="idctl__subcmd__scope__subcmd__update"
                ;;
            idctl__subcmd__scope__subcmd__help,create)
                cmd="idctl__subcmd__scope__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__scope__subcmd__help,delete)
                cmd="idctl__subcmd__scope__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__scope__subcmd__help,get)
                cmd="idctl__subcmd__scope__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__scope__subcmd__help,help)
                cmd="idctl__subcmd__scope__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__scope__subcmd__help,list)
                cmd="idctl__subcmd__scope__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__scope__subcmd__help,update)
                cmd="idctl__subcmd__scope__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__store,backup)
                cmd="idctl__subcmd__store__subcmd__backup"
                ;;
            idctl__subcmd__store,copy)
                cmd="idctl__subcmd__store__subcmd__copy"
                ;;
            idctl__subcmd__store,help)
                cmd="idctl__subcmd__store__subcmd__help"
                ;;
            idctl__subcmd__store,info)
                cmd="idctl__subcmd__store__subcmd__info"
                ;;
            idctl__subcmd__store,migrate)
                cmd="idctl__subcmd__store__subcmd__migrate"
                ;;
            idctl__subcmd__store,prune)
                cmd="idctl__subcmd__store__subcmd__prune"
                ;;
            idctl__subcmd__store,restore)
                cmd="idctl__subcmd__store__subcmd__restore"
                ;;
            idctl__subcmd__store__subcmd__help,backup)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__backup"
                ;;
            idctl__subcmd__store__subcmd__help,copy)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__copy"
                ;;
            idctl__subcmd__store__subcmd__help,help)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__store__subcmd__help,info)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__info"
                ;;
            idctl__subcmd__store__subcmd__help,migrate)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__migrate"
                ;;
            idctl__subcmd__store__subcmd__help,prune)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__prune"
                ;;
            idctl__subcmd__store__subcmd__help,restore)
                cmd="idctl__subcmd__store__subcmd__help__subcmd__restore"
                ;;
            idctl__subcmd__user,assign)
                cmd="idctl__subcmd__user__subcmd__assign"
                ;;
            idctl__subcmd__user,create)
                cmd="idctl__subcmd__user__subcmd__create"
                ;;
            idctl__subcmd__user,custom-data)
                cmd="idctl__subcmd__user__subcmd__custom__subcmd__data"
                ;;
            idctl__subcmd__user,delete)
                cmd="idctl__subcmd__user__subcmd__delete"
                ;;
            idctl__subcmd__user,get)
                cmd="idctl__subcmd__user__subcmd__get"
                ;;
            idctl__subcmd__user,help)
                cmd="idctl__subcmd__user__subcmd__help"
                ;;
            idctl__subcmd__user,list)
                cmd="idctl__subcmd__user__subcmd__list"
                ;;
            idctl__subcmd__user,ls)
                cmd="idctl__subcmd__user__subcmd__list"
                ;;
            idctl__subcmd__user,mfa)
                cmd="idctl__subcmd__user__subcmd__mfa"
                ;;
            idctl__subcmd__user,password)
                cmd="idctl__subcmd__user__subcmd__password"
                ;;
            idctl__subcmd__user,profile)
                cmd="idctl__subcmd__user__subcmd__profile"
                ;;
            idctl__subcmd__user,reactivate)
                cmd="idctl__subcmd__user__subcmd__reactivate"
                ;;
            idctl__subcmd__user,rm)
                cmd="idctl__subcmd__user__subcmd__delete"
                ;;
            idctl__subcmd__user,roles)
                cmd="idctl__subcmd__user__subcmd__roles"
                ;;
            idctl__subcmd__user,scopes)
                cmd="idctl__subcmd__user__subcmd__scopes"
                ;;
            idctl__subcmd__user,suspend)
                cmd="idctl__subcmd__user__subcmd__suspend"
                ;;
            idctl__subcmd__user,unassign)
                cmd="idctl__subcmd__user__subcmd__unassign"
                ;;
            idctl__subcmd__user,unlock)
                cmd="idctl__subcmd__user__subcmd__unlock"
                ;;
            idctl__subcmd__user,update)
                cmd="idctl__subcmd__user__subcmd__update"
                ;;
            idctl__subcmd__user__subcmd__help,assign)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__assign"
                ;;
            idctl__subcmd__user__subcmd__help,create)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__create"
                ;;
            idctl__subcmd__user__subcmd__help,custom-data)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__custom__subcmd__data"
                ;;
            idctl__subcmd__user__subcmd__help,delete)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__delete"
                ;;
            idctl__subcmd__user__subcmd__help,get)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__get"
                ;;
            idctl__subcmd__user__subcmd__help,help)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__user__subcmd__help,list)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__user__subcmd__help,mfa)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__mfa"
                ;;
            idctl__subcmd__user__subcmd__help,password)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__password"
                ;;
            idctl__subcmd__user__subcmd__help,profile)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__profile"
                ;;
            idctl__subcmd__user__subcmd__help,reactivate)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__reactivate"
                ;;
            idctl__subcmd__user__subcmd__help,roles)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__roles"
                ;;
            idctl__subcmd__user__subcmd__help,scopes)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__scopes"
                ;;
            idctl__subcmd__user__subcmd__help,suspend)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__suspend"
                ;;
            idctl__subcmd__user__subcmd__help,unassign)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__unassign"
                ;;
            idctl__subcmd__user__subcmd__help,unlock)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__unlock"
                ;;
            idctl__subcmd__user__subcmd__help,update)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__update"
                ;;
            idctl__subcmd__user__subcmd__help__subcmd__mfa,add)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__mfa__subcmd__add"
                ;;
            idctl__subcmd__user__subcmd__help__subcmd__mfa,list)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__mfa__subcmd__list"
                ;;
            idctl__subcmd__user__subcmd__help__subcmd__mfa,remove)
                cmd="idctl__subcmd__user__subcmd__help__subcmd__mfa__subcmd__remove"
                ;;
            idctl__subcmd__user__subcmd__mfa,add)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__add"
                ;;
            idctl__subcmd__user__subcmd__mfa,help)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__help"
                ;;
            idctl__subcmd__user__subcmd__mfa,list)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__list"
                ;;
            idctl__subcmd__user__subcmd__mfa,ls)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__list"
                ;;
            idctl__subcmd__user__subcmd__mfa,remove)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__remove"
                ;;
            idctl__subcmd__user__subcmd__mfa,rm)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__remove"
                ;;
            idctl__subcmd__user__subcmd__mfa__subcmd__help,add)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__add"
                ;;
            idctl__subcmd__user__subcmd__mfa__subcmd__help,help)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__help"
                ;;
            idctl__subcmd__user__subcmd__mfa__subcmd__help,list)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__list"
                ;;
            idctl__subcmd__user__subcmd__mfa__subcmd__help,remove)
                cmd="idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__remove"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        idctl)
            opts="-o -y -h -V --store --output --yes --events --help --version init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__apply)
            opts="-o -y -f -h -V --store --output --yes --events --file --dry-run --prune --secrets-out --format --allow-inline-secrets --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --secrets-out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "toml json" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims)
            opts="-o -y -h -V --store --output --yes --events --help --version set get list ls test unset help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --for --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "user m2m" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help)
            opts="set get list test unset help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__help__subcmd__unset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__set)
            opts="-o -y -h -V --store --output --yes --events --for --script --env --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "user m2m" -- "${cur}"))
                    return 0
                    ;;
                --script)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --env)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__test)
            opts="-o -y -h -V --store --output --yes --events --for --user --client --script --env --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "user m2m" -- "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --script)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --env)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__claims__subcmd__unset)
            opts="-o -y -h -V --store --output --yes --events --for --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --for)
                    COMPREPLY=($(compgen -W "user m2m" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update delete rm rotate-secret assign unassign roles scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__assign)
            opts="-o -y -h -V --store --output --yes --events --role --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__create)
            opts="-o -y -h -V --store --output --yes --events --name --id --type --redirect-uri --post-logout-redirect-uri --id-token-signed-response-alg --role --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -W "native spa traditional m2m" -- "${cur}"))
                    return 0
                    ;;
                --redirect-uri)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --post-logout-redirect-uri)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --id-token-signed-response-alg)
                    COMPREPLY=($(compgen -W "RS256 ES384" -- "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help)
            opts="create list get update delete rotate-secret assign unassign roles scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__assign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__rotate__subcmd__secret)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__unassign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__roles)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__rotate__subcmd__secret)
            opts="-o -y -h -V --store --output --yes --events --secret-only --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__scopes)
            opts="-o -y -r -h -V --store --output --yes --events --resource --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__unassign)
            opts="-o -y -h -V --store --output --yes --events --role --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__client__subcmd__update)
            opts="-o -y -h -V --store --output --yes --events --name --redirect-uri --no-redirect-uris --post-logout-redirect-uri --no-post-logout-redirect-uris --id-token-signed-response-alg --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --redirect-uri)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --post-logout-redirect-uri)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --id-token-signed-response-alg)
                    COMPREPLY=($(compgen -W "RS256 ES384" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__completions)
            opts="-o -y -h -V --store --output --yes --events --dir --help --version bash elvish fish powershell zsh"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config)
            opts="-o -y -h -V --store --output --yes --events --help --version get set list ls help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__help)
            opts="get set list help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__config__subcmd__set)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector)
            opts="-o -y -h -V --store --output --yes --events --help --version list ls get remove rm set enable disable test logs deliver help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__deliver)
            opts="-o -y -h -V --store --output --yes --events --wait --timeout --all --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__disable)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__enable)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help)
            opts="list get remove set enable disable test logs deliver help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__deliver)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__disable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__enable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__logs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set)
            opts="email sms oidc oauth2"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email)
            opts="smtp http"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__email__subcmd__smtp)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__oauth2)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__oidc)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__sms)
            opts="http"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__set__subcmd__sms__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__logs)
            opts="-o -y -h -V --store --output --yes --events --channel --limit --failed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --channel)
                    COMPREPLY=($(compgen -W "email sms" -- "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__remove)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set)
            opts="-o -y -h -V --store --output --yes --events --help --version email sms oidc oauth2 help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email)
            opts="-o -y -h -V --store --output --yes --events --help --version smtp http help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help)
            opts="smtp http help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__help__subcmd__smtp)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__http)
            opts="-o -y -h -V --store --output --yes --events --url --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__email__subcmd__smtp)
            opts="-o -y -h -V --store --output --yes --events --host --port --tls --username --password-env --password-file --from --from-name --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --host)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --port)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls)
                    COMPREPLY=($(compgen -W "none starttls implicit" -- "${cur}"))
                    return 0
                    ;;
                --username)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --password-env)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --password-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --from-name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help)
            opts="email sms oidc oauth2 help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email)
            opts="smtp http"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__email__subcmd__smtp)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__oauth2)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__oidc)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__sms)
            opts="http"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__help__subcmd__sms__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__oauth2)
            opts="-o -y -h -V --store --output --yes --events --client-id --client-secret-env --client-secret-file --scope --label --kind --link-by-email --id-field --email-field --email-verified-field --name-field --avatar-field --authorization-endpoint --token-endpoint --userinfo-endpoint --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --client-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-secret-env)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-secret-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --label)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kind)
                    COMPREPLY=($(compgen -W "social sso" -- "${cur}"))
                    return 0
                    ;;
                --link-by-email)
                    COMPREPLY=($(compgen -W "true false" -- "${cur}"))
                    return 0
                    ;;
                --id-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email-verified-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --name-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --avatar-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --authorization-endpoint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token-endpoint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --userinfo-endpoint)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__oidc)
            opts="-o -y -h -V --store --output --yes --events --client-id --client-secret-env --client-secret-file --scope --label --kind --link-by-email --id-field --email-field --email-verified-field --name-field --avatar-field --issuer --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --client-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-secret-env)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-secret-file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --label)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kind)
                    COMPREPLY=($(compgen -W "social sso" -- "${cur}"))
                    return 0
                    ;;
                --link-by-email)
                    COMPREPLY=($(compgen -W "true false" -- "${cur}"))
                    return 0
                    ;;
                --id-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email-verified-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --name-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --avatar-field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --issuer)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__sms)
            opts="-o -y -h -V --store --output --yes --events --help --version http help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help)
            opts="http help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__help__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__set__subcmd__sms__subcmd__http)
            opts="-o -y -h -V --store --output --yes --events --url --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__connector__subcmd__test)
            opts="-o -y -h -V --store --output --yes --events --to --help --version email sms"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__decode)
            opts="-o -y -h -V --store --output --yes --events --now --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events)
            opts="-o -y -h -V --store --output --yes --events --help --version list ls get help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events__subcmd__help)
            opts="list get help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__events__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --type --since --limit --audit --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience)
            opts="-o -y -h -V --store --output --yes --events --help --version register sign-in send-code codes verify-code one-time-token reset-password link help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__codes)
            opts="-o -y -h -V --store --output --yes --events --email --phone --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help)
            opts="register sign-in send-code codes verify-code one-time-token reset-password link help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__codes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__link)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token)
            opts="create verify"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__one__subcmd__time__subcmd__token__subcmd__verify)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__register)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__reset__subcmd__password)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__send__subcmd__code)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__sign__subcmd__in)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__help__subcmd__verify__subcmd__code)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__link)
            opts="-o -y -h -V --store --output --yes --events --email --phone --social --sso --mfa --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --social)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sso)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mfa)
                    COMPREPLY=($(compgen -W "totp" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token)
            opts="-o -y -h -V --store --output --yes --events --help --version create verify help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__create)
            opts="-o -y -h -V --store --output --yes --events --email --expires-in --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --expires-in)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help)
            opts="create verify help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__help__subcmd__verify)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__verify)
            opts="-o -y -h -V --store --output --yes --events --email --token --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__register)
            opts="-o -y -h -V --store --output --yes --events --username --email --phone --password-stdin --password --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --username)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__reset__subcmd__password)
            opts="-o -y -h -V --store --output --yes --events --username --email --phone --code --password-stdin --password --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --username)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --code)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__send__subcmd__code)
            opts="-o -y -h -V --store --output --yes --events --email --phone --purpose --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --purpose)
                    COMPREPLY=($(compgen -W "sign-in register forgot-password generic" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__sign__subcmd__in)
            opts="-o -y -h -V --store --output --yes --events --username --email --phone --password-stdin --password --totp --backup-code --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --username)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --totp)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --backup-code)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__experience__subcmd__verify__subcmd__code)
            opts="-o -y -h -V --store --output --yes --events --email --phone --code --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --code)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__export)
            opts="-o -y -f -h -V --store --output --yes --events --file --format --with-keys --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --file)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -f)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "toml json" -- "${cur}"))
                    return 0
                    ;;
                --with-keys)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help)
            opts="init config resource scope role user experience pat org client apply export store quickstart token decode verify serve keys claims hook connector events completions man help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__apply)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__claims)
            opts="set get list test unset"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__claims__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__claims__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__claims__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__claims__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__claims__subcmd__unset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client)
            opts="create list get update delete rotate-secret assign unassign roles scopes"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__assign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__rotate__subcmd__secret)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__unassign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__client__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__completions)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__config)
            opts="get set list"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__config__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__config__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__config__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector)
            opts="list get remove set enable disable test logs deliver"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__deliver)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__disable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__enable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__logs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set)
            opts="email sms oidc oauth2"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email)
            opts="smtp http"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__email__subcmd__smtp)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__oauth2)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__oidc)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__sms)
            opts="http"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__set__subcmd__sms__subcmd__http)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__connector__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__decode)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__events)
            opts="list get"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__events__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__events__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience)
            opts="register sign-in send-code codes verify-code one-time-token reset-password link"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__codes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__link)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token)
            opts="create verify"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__one__subcmd__time__subcmd__token__subcmd__verify)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__register)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__reset__subcmd__password)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__send__subcmd__code)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__sign__subcmd__in)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__experience__subcmd__verify__subcmd__code)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook)
            opts="create list get update enable disable rotate-secret delete test logs deliver events"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__deliver)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__disable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__enable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__events)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__logs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__rotate__subcmd__secret)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__hook__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__init)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys)
            opts="list rotate delete jwks import export sign"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__jwks)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__rotate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__keys__subcmd__sign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__man)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org)
            opts="create list get update delete members apps scope role"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__apps)
            opts="add set remove list roles"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__apps__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members)
            opts="add set remove list roles scopes"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__members__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role)
            opts="create list get update delete scopes grant revoke resource-scopes"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__grant)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__resource__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__revoke)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes)
            opts="set add remove list"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__scopes__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__role__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__scope)
            opts="create list get update delete"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__scope__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__org__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__pat)
            opts="create list rename delete"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__pat__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__pat__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__pat__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__pat__subcmd__rename)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__quickstart)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource)
            opts="create list get update set-default unset-default delete"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__set__subcmd__default)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__unset__subcmd__default)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__resource__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role)
            opts="create list get update delete grant revoke scopes"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__grant)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__revoke)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__role__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__scope)
            opts="create list get update delete"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__scope__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__scope__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__scope__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__scope__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__scope__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__serve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store)
            opts="backup restore prune copy info migrate"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store__subcmd__backup)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store__subcmd__copy)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store__subcmd__info)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store__subcmd__migrate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store__subcmd__prune)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__store__subcmd__restore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__token)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user)
            opts="create list get update custom-data profile password suspend reactivate delete unlock assign unassign roles scopes mfa"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__assign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__custom__subcmd__data)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__mfa)
            opts="list add remove"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__mfa__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__mfa__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__mfa__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__password)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__profile)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__reactivate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__suspend)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__unassign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__unlock)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__user__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__help__subcmd__verify)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update enable disable rotate-secret delete rm test logs deliver events help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__create)
            opts="-o -y -h -V --store --output --yes --events --name --url --stdout --event --header --timeout --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --header)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__deliver)
            opts="-o -y -h -V --store --output --yes --events --wait --timeout --all --retry-failed --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__disable)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__enable)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__events)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --show-secret --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help)
            opts="create list get update enable disable rotate-secret delete test logs deliver events help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__deliver)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__disable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__enable)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__events)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__logs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__rotate__subcmd__secret)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__test)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__logs)
            opts="-o -y -h -V --store --output --yes --events --since --status --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --status)
                    COMPREPLY=($(compgen -W "ok failed" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__rotate__subcmd__secret)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__test)
            opts="-o -y -h -V --store --output --yes --events --event --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__hook__subcmd__update)
            opts="-o -y -h -V --store --output --yes --events --name --url --event --header --clear-headers --timeout --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --header)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__init)
            opts="-o -y -h -V --store --output --yes --events --base-url --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys)
            opts="-o -y -h -V --store --output --yes --events --help --version list ls rotate delete rm remove jwks import export sign help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__export)
            opts="-o -y -h -V --store --output --yes --events --private --out --force --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --out)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help)
            opts="list rotate delete jwks import export sign help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__jwks)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__rotate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__help__subcmd__sign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__import)
            opts="-o -y -h -V --store --output --yes --events --publish-only --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__jwks)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__rotate)
            opts="-o -y -h -V --store --output --yes --events --alg --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --alg)
                    COMPREPLY=($(compgen -W "ES384 ES256 ES512 RS256 EdDSA" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__keys__subcmd__sign)
            opts="-o -y -h -V --store --output --yes --events --claims --header --kid --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --claims)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --header)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kid)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__man)
            opts="-o -y -h -V --store --output --yes --events --dir --install-dir --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --install-dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update delete rm members apps scope role help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps)
            opts="-o -y -h -V --store --output --yes --events --help --version add set remove rm list ls roles help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__add)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help)
            opts="add set remove list roles help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__remove)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__roles)
            opts="-o -y -h -V --store --output --yes --events --assign --unassign --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --assign)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unassign)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__apps__subcmd__set)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__create)
            opts="-o -y -d -h -V --store --output --yes --events --name --description --custom-data --mfa-required --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --custom-data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mfa-required)
                    COMPREPLY=($(compgen -W "true false" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help)
            opts="create list get update delete members apps scope role help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__apps)
            opts="add set remove list roles"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__apps__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members)
            opts="add set remove list roles scopes"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__members__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role)
            opts="create list get update delete scopes grant revoke resource-scopes"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__grant)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__resource__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__revoke)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes)
            opts="set add remove list"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__scopes__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__role__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__scope)
            opts="create list get update delete"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__scope__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members)
            opts="-o -y -h -V --store --output --yes --events --help --version add set remove rm list ls roles scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__add)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help)
            opts="add set remove list roles scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__remove)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__roles)
            opts="-o -y -h -V --store --output --yes --events --assign --unassign --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --assign)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --unassign)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__scopes)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__members__subcmd__set)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update delete rm scopes grant revoke resource-scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__create)
            opts="-o -y -d -s -r -h -V --store --output --yes --events --name --description --type --scope --resource --permission --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -W "user m2m" -- "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --permission)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__grant)
            opts="-o -y -r -s -h -V --store --output --yes --events --resource --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help)
            opts="create list get update delete scopes grant revoke resource-scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__grant)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__resource__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__revoke)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes)
            opts="set add remove list"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__scopes__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__resource__subcmd__scopes)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__revoke)
            opts="-o -y -r -s -h -V --store --output --yes --events --resource --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes)
            opts="-o -y -h -V --store --output --yes --events --help --version set add remove rm list ls help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__add)
            opts="-o -y -s -h -V --store --output --yes --events --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help)
            opts="set add remove list help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 6 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__remove)
            opts="-o -y -s -h -V --store --output --yes --events --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__scopes__subcmd__set)
            opts="-o -y -s -h -V --store --output --yes --events --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__role__subcmd__update)
            opts="-o -y -d -h -V --store --output --yes --events --name --description --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update delete rm help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__create)
            opts="-o -y -d -h -V --store --output --yes --events --name --description --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help)
            opts="create list get update delete help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__scope__subcmd__update)
            opts="-o -y -d -h -V --store --output --yes --events --name --description --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__org__subcmd__update)
            opts="-o -y -d -h -V --store --output --yes --events --name --description --custom-data --mfa-required --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --custom-data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --mfa-required)
                    COMPREPLY=($(compgen -W "true false" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls rename update delete rm help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__create)
            opts="-o -y -h -V --store --output --yes --events --name --expires-in --expires-at --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --expires-in)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --expires-at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__help)
            opts="create list rename delete help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__help__subcmd__rename)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__pat__subcmd__rename)
            opts="-o -y -h -V --store --output --yes --events --name --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__quickstart)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update set-default unset-default delete rm help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__create)
            opts="-o -y -h -V --store --output --yes --events --name --indicator --ttl --default --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --indicator)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ttl)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help)
            opts="create list get update set-default unset-default delete help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__set__subcmd__default)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__unset__subcmd__default)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__set__subcmd__default)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__unset__subcmd__default)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__resource__subcmd__update)
            opts="-o -y -h -V --store --output --yes --events --name --ttl --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --ttl)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update delete rm grant revoke scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__create)
            opts="-o -y -d -r -s -h -V --store --output --yes --events --name --description --type --default --resource --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -W "user m2m" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__grant)
            opts="-o -y -r -s -h -V --store --output --yes --events --resource --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help)
            opts="create list get update delete grant revoke scopes help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__grant)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__revoke)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__revoke)
            opts="-o -y -r -s -h -V --store --output --yes --events --resource --scope --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__scopes)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__role__subcmd__update)
            opts="-o -y -d -h -V --store --output --yes --events --name --description --default --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --default)
                    COMPREPLY=($(compgen -W "true false" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update delete rm help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__create)
            opts="-o -y -r -d -h -V --store --output --yes --events --resource --name --description --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__delete)
            opts="-o -y -r -h -V --store --output --yes --events --resource --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__get)
            opts="-o -y -r -h -V --store --output --yes --events --resource --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help)
            opts="create list get update delete help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__list)
            opts="-o -y -r -h -V --store --output --yes --events --resource --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__scope__subcmd__update)
            opts="-o -y -r -d -h -V --store --output --yes --events --resource --name --description --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --description)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -d)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__serve)
            opts="-o -y -h -V --store --output --yes --events --listen --base-url --log-format --log-level --no-migrate --pool-size --metrics-listen --no-metrics --log-probes --tls-cert --tls-key --trust-proxy --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --listen)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --log-format)
                    COMPREPLY=($(compgen -W "text json" -- "${cur}"))
                    return 0
                    ;;
                --log-level)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --pool-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --metrics-listen)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-cert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tls-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --trust-proxy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store)
            opts="-o -y -h -V --store --output --yes --events --help --version backup restore prune copy info migrate help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__backup)
            opts="-o -y -h -V --store --output --yes --events --force --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__copy)
            opts="-o -y -h -V --store --output --yes --events --to --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help)
            opts="backup restore prune copy info migrate help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__backup)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__copy)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__info)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__migrate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__prune)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__help__subcmd__restore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__info)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__migrate)
            opts="-o -y -h -V --store --output --yes --events --check --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__prune)
            opts="-o -y -h -V --store --output --yes --events --vacuum --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__store__subcmd__restore)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__token)
            opts="-o -y -r -s -h -V --store --output --yes --events --user --offline --refresh-token --pat --client-id --client-secret --client-secret-stdin --basic --resource --scope --strict --organization --issuer --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --user)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --refresh-token)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --pat)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --client-secret)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --basic)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --organization)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --issuer)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user)
            opts="-o -y -h -V --store --output --yes --events --help --version create list ls get update custom-data profile password suspend reactivate delete rm unlock assign unassign roles scopes mfa help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__assign)
            opts="-o -y -h -V --store --output --yes --events --role --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__create)
            opts="-o -y -h -V --store --output --yes --events --username --email --phone --name --avatar --password-stdin --password --custom-data --profile --role --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --username)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --avatar)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --custom-data)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__custom__subcmd__data)
            opts="-o -y -h -V --store --output --yes --events --set --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --set)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__delete)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__get)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help)
            opts="create list get update custom-data profile password suspend reactivate delete unlock assign unassign roles scopes mfa help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__assign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__create)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__custom__subcmd__data)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__delete)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__mfa)
            opts="list add remove"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__mfa__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__mfa__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__mfa__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__password)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__profile)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__reactivate)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__roles)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__scopes)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__suspend)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__unassign)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__unlock)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__help__subcmd__update)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --search --limit --offset --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --search)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --offset)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa)
            opts="-o -y -h -V --store --output --yes --events --help --version list ls add remove rm help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__add)
            opts="-o -y -h -V --store --output --yes --events --type --secret --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --type)
                    COMPREPLY=($(compgen -W "totp backup-codes" -- "${cur}"))
                    return 0
                    ;;
                --secret)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__help)
            opts="list add remove help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__list)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__mfa__subcmd__remove)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__password)
            opts="-o -y -h -V --store --output --yes --events --password-stdin --password --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__profile)
            opts="-o -y -h -V --store --output --yes --events --set --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --set)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__reactivate)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__roles)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__scopes)
            opts="-o -y -r -h -V --store --output --yes --events --resource --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --resource)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -r)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__suspend)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__unassign)
            opts="-o -y -h -V --store --output --yes --events --role --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__unlock)
            opts="-o -y -h -V --store --output --yes --events --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__user__subcmd__update)
            opts="-o -y -h -V --store --output --yes --events --username --email --phone --name --avatar --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --username)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --email)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --phone)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --name)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --avatar)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        idctl__subcmd__verify)
            opts="-o -y -s -h -V --store --output --yes --events --jwks --issuer --audience --scope --organization --leeway --now --batch --plain-jwt --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --store)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -W "table json" -- "${cur}"))
                    return 0
                    ;;
                --events)
                    COMPREPLY=($(compgen -W "stdout stderr" -- "${cur}"))
                    return 0
                    ;;
                --jwks)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --issuer)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --audience)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scope)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -s)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --organization)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leeway)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _idctl -o nosort -o bashdefault -o default idctl
else
    complete -F _idctl -o bashdefault -o default idctl
fi
